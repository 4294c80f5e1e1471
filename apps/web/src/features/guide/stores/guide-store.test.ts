import { beforeEach, describe, expect, it } from 'vitest'
import { storageContents } from '@/test/storage'
import { useGuideStore } from './guide-store'

beforeEach(() => {
  useGuideStore.getState().reset()
  localStorage.clear()
})

describe('guide store', () => {
  it('keeps everything the seed lists in localStorage under kindred-guide only', () => {
    const store = useGuideStore.getState()
    store.setData({
      groups: [{ id: 1 }],
      traumaItems: [{ id: 2 }],
      traumaTypes: [{ slug: 'aces' }],
      traumaDetail: { id: 3 },
      userAnswers: [{ item: 2, answer: true }],
      myCommentId: 9,
      myReportId: 12,
      googleUser: { google_id: 'g-1' },
    })
    store.setFlag('onboarding', true)
    store.setFlag('changingSelection', true)
    store.selectShortcut(2, false)
    store.setGoToReport(true)

    expect(Object.keys(storageContents(localStorage))).toEqual(['kindred-guide'])
    expect(sessionStorage.length).toBe(0)
    const saved = (storageContents(localStorage)['kindred-guide'] as { state: Record<string, unknown> }).state
    expect(saved).toEqual({
      groups: [{ id: 1 }],
      traumaItems: [{ id: 2 }],
      traumaTypes: [{ slug: 'aces' }],
      traumaDetail: { id: 3 },
      userAnswers: [{ item: 2, answer: true }],
      myCommentId: 9,
      myReportId: 12,
      googleUser: { google_id: 'g-1' },
      flags: {
        onboarding: true,
        fetchingAnswers: false,
        finishingAnswer: false,
        unselectingOption: false,
        sessionFetched: false,
        changingSelection: true,
      },
      shortcutSelection: { 2: true },
      goToReport: true,
    })
  })

  it('selects shortcuts in both modes', () => {
    const store = useGuideStore.getState()
    store.selectShortcut(1, false)
    store.selectShortcut(3, false)
    expect(useGuideStore.getState().shortcutSelection).toEqual({ 1: true, 3: true })
    store.selectShortcut(3, true)
    expect(useGuideStore.getState().shortcutSelection).toEqual({ 1: false, 3: true })
  })
})
