import english from '@content/preferences/options.json'
import spanish from '@content/es/preferences/options.json'
import type { SafetyFilterSlug } from '@kindred/contract/preferences-content'
import { DEFAULT_EMPATHY_SLUG } from '@kindred/contract/preferences-constants'
import { isLanguage, type Language } from '@/lib/i18n/languages'

/**
 * The preference options as the content files word them, bundled: a folded memory can name the
 * filters it matched, and the empathy button has its text, even while preferences are loading or
 * could not be loaded (seed §8: that failure is only logged). Both languages' labels come in one
 * table rather than a file fetched per language: the build keeps only these labels
 * (build/preference-labels.ts), about 0.2 kB gzipped for Spanish, and a label is then there the
 * moment the language changes, with nothing to wait for.
 */
type OptionsFile = { categories: { key: string; options: { slug: string; label: string }[] }[] }
const FILES: Record<Language, OptionsFile> = { en: english, es: spanish }

/** A category's labels by slug in the shown language (the pseudo-language reads the English). */
function labelsOf(language: string, key: string): Map<string, string> {
  const file = FILES[isLanguage(language) ? language : 'en']
  const options = file.categories.find((category) => category.key === key)?.options ?? []
  return new Map(options.map((option) => [option.slug, option.label]))
}

export function safetyFilterLabel(slug: SafetyFilterSlug, language: string): string {
  return labelsOf(language, 'safety_filters').get(slug) ?? slug
}

/** The empathy button's words until the person chooses others ("Me too", "A mí también"). */
export function defaultEmpathyLabel(language: string): string {
  return labelsOf(language, 'empathy_button_text').get(DEFAULT_EMPATHY_SLUG) ?? DEFAULT_EMPATHY_SLUG
}
