import { isLanguage, LANGUAGES, type Language } from '@kindred/contract/languages'

// The languages Kindred speaks are the contract's, one list for the server and the app.
export { isLanguage, LANGUAGES, type Language }

/** The language a page shown in `shown` reads as: itself; the pseudo-language is English underneath. */
export const languageOfShown = (shown: string): Language => (isLanguage(shown) ? shown : 'en')

/** Each language named in itself, as the switch shows it: a reader finds their own. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' }

/**
 * What a page can be shown in: a language, or the pseudo-language (every letter accented, every
 * message longer) that shows which words escaped the catalogs. Nobody is offered the second; a test
 * or a developer picks it by writing it into the language store.
 */
export type ShownLanguage = Language | 'pseudo'
export const isShownLanguage = (value: unknown): value is ShownLanguage =>
  value === 'pseudo' || isLanguage(value)

/**
 * The language to show: the person's own choice, else the first of the browser's languages Kindred
 * speaks (`es-MX` is Spanish), else English.
 */
export function pickLanguage(chosen: string | null | undefined, browser: readonly string[]): ShownLanguage {
  if (isShownLanguage(chosen)) return chosen
  for (const tag of browser) {
    const base = tag.toLowerCase().split('-')[0]
    if (isLanguage(base)) return base
  }
  return 'en'
}
