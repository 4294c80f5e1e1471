import { pickLanguage, type ShownLanguage } from './languages'
import { useLanguageStore } from './language-store'

/** The language the page should be in now: the person's pick, else the browser's, else English. */
export const wantedLanguage = (): ShownLanguage =>
  pickLanguage(
    useLanguageStore.getState().chosen,
    typeof navigator === 'undefined' ? [] : navigator.languages,
  )
