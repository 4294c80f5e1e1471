import { i18n } from '@lingui/core'
import { loadNeeded } from './catalogs'
import type { ShownLanguage } from './languages'
import { useLanguageStore } from './language-store'
import { wantedLanguage } from './wanted-language'

export { wantedLanguage }

let shown: Promise<void> | undefined

/**
 * Loads, in `language`, the catalogs of every part the page has loaded (that language's only), then
 * switches every message to it; the page's `lang` follows, so screen readers pronounce it and the
 * browser hyphenates it rightly.
 */
export async function showLanguage(language: ShownLanguage): Promise<void> {
  await loadNeeded(language)
  // A part needed while the others loaded is in the old language: load it too before switching.
  await loadNeeded(language)
  i18n.activate(language)
  // The pseudo-language is English underneath.
  document.documentElement.lang = language === 'pseudo' ? 'en' : language
}

/**
 * Before the first render: the wanted language shown, and shown again whenever the pick changes.
 * Resolves once the first is ready, so no screen ever draws with message ids.
 */
export function startLanguage(): Promise<void> {
  shown ??= (async () => {
    await showLanguage(wantedLanguage())
    useLanguageStore.subscribe(() => {
      const wanted = wantedLanguage()
      if (wanted !== i18n.locale) void showLanguage(wanted)
    })
  })()
  return shown
}

/** What the API is told to answer in (error messages, content): the language shown. */
export const shownLanguage = (): string => i18n.locale || wantedLanguage()
