import { READING_BREAK_MINUTES, READING_BREAK_SLUGS } from '@kindred/contract/preferences-content-constants'
import type { ReadingBreakSlug } from '@kindred/contract/preferences-content'
import type { PreferenceCategory } from '../stores/preference-store'

const known = new Set<string>(READING_BREAK_SLUGS)
const isReadingBreakSlug = (slug: string): slug is ReadingBreakSlug => known.has(slug)

/**
 * How long a stretch of reading lasts before the reminder to take a breath (decision 025), in
 * milliseconds; null when the person chose none, or their preferences are not known yet.
 */
export function readingBreakMs(categories: readonly PreferenceCategory[]): number | null {
  const chosen = categories
    .find((category) => category.key === 'reading_breaks')
    ?.options.find((option) => option.selected)
  if (!chosen || !isReadingBreakSlug(chosen.slug)) return null
  const minutes = READING_BREAK_MINUTES[chosen.slug]
  return minutes === null ? null : minutes * 60_000
}
