import { afterEach, describe, expect, it } from 'vitest'
import { useLanguageStore } from '@/lib/i18n/language-store'
import { followingSavedLanguage, whileSavingPick } from './account-language'

afterEach(() => useLanguageStore.setState({ chosen: null }))

/** A load whose answer the test gives when it wants. */
function pendingLoad(answer: object) {
  let answerNow = () => {}
  const answered = new Promise<object>((resolve) => (answerNow = () => resolve(answer)))
  return { load: () => answered, answerNow }
}

describe('the saved language in a signed-in person’s preferences', () => {
  it('is shown when their preferences load with one, and nothing changes when none is saved', async () => {
    await followingSavedLanguage(async () => ({ theme: null, language: 'es' }))
    expect(useLanguageStore.getState().chosen).toBe('es')
    await followingSavedLanguage(async () => ({ theme: null, language: null }))
    expect(useLanguageStore.getState().chosen).toBe('es')
  })

  it('does not replace the pseudo-language a device is checked in (it cannot be saved)', async () => {
    useLanguageStore.getState().choose('pseudo')
    await followingSavedLanguage(async () => ({ theme: null, language: 'en' }))
    expect(useLanguageStore.getState().chosen).toBe('pseudo')
  })

  it('is not followed when it is no language Kindred speaks', async () => {
    await followingSavedLanguage(async () => ({ language: 'fr' }))
    expect(useLanguageStore.getState().chosen).toBeNull()
  })

  it('is not followed from a load that crossed a pick being saved: the page stays on the pick', async () => {
    let saved = () => {}
    const saving = whileSavingPick(() => new Promise<void>((resolve) => (saved = resolve)))
    useLanguageStore.getState().choose('es')
    const crossing = pendingLoad({ language: 'en' })
    const following = followingSavedLanguage(crossing.load)
    saved()
    await saving
    crossing.answerNow()
    await following
    expect(useLanguageStore.getState().chosen).toBe('es')
  })

  it('is not followed from a load that began before a pick was saved and answered after', async () => {
    const before = pendingLoad({ language: 'en' })
    const following = followingSavedLanguage(before.load)
    useLanguageStore.getState().choose('es')
    await whileSavingPick(async () => {})
    before.answerNow()
    await following
    expect(useLanguageStore.getState().chosen).toBe('es')
  })
})
