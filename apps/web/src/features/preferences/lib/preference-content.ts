import file from '@content/preferences/options.json'
import type { SafetyFilterSlug } from '@kindred/contract/preferences-content'
import { DEFAULT_EMPATHY_SLUG } from '@kindred/contract/preferences-constants'

/**
 * The preference options as the content file words them, bundled: a folded memory can name the
 * filters it matched, and the empathy button has its text, even while preferences are loading or
 * could not be loaded (seed §8: that failure is only logged).
 */
const optionsOf = (key: string) => file.categories.find((category) => category.key === key)?.options ?? []

const filterLabels = new Map(optionsOf('safety_filters').map((option) => [option.slug, option.label]))

export function safetyFilterLabel(slug: SafetyFilterSlug): string {
  return filterLabels.get(slug) ?? slug
}

export const DEFAULT_EMPATHY_LABEL =
  optionsOf('empathy_button_text').find((option) => option.slug === DEFAULT_EMPATHY_SLUG)?.label ?? 'Me too'
