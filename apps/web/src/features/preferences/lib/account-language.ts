import { useLanguageStore } from '@/lib/i18n/language-store'
import { isLanguage } from '@/lib/i18n/languages'

/**
 * A signed-in person's saved language (their preferences' `language`) is followed when their
 * preferences load: a language picked on another device applies here too. Not when a pick made on
 * this page was being saved while the load was on its way: that answer could carry the language the
 * person had just left, and the page would switch back.
 */
let savesSettled = 0
let savesUnderWay = 0

/** Saves a pick of language; counted from this call on, before anything is sent. */
export async function whileSavingPick(save: () => Promise<void>): Promise<void> {
  savesUnderWay += 1
  try {
    await save()
  } finally {
    savesUnderWay -= 1
    savesSettled += 1
  }
}

/** Loads preferences, then shows the saved language they carry, if any (null: none saved). */
export async function followingSavedLanguage<T extends object>(load: () => Promise<T>): Promise<T> {
  const settledBefore = savesSettled
  const quietBefore = savesUnderWay === 0
  const answer = await load()
  const saved = 'language' in answer ? answer.language : null
  const noSaveMeanwhile = quietBefore && savesUnderWay === 0 && savesSettled === settledBefore
  // The pseudo-language (a translator's check, decision 080) cannot be saved to an account: a device
  // showing it keeps it rather than following the account.
  const checking = useLanguageStore.getState().chosen === 'pseudo'
  if (noSaveMeanwhile && !checking && isLanguage(saved)) useLanguageStore.getState().choose(saved)
  return answer
}
