import { beforeEach, describe, expect, it } from 'vitest'
import { storageContents } from '@/test/storage'
import { answer, groups, items, physicalAbuse, physicalAbuseDetail } from '../testing/guide-fixtures'
import { useGuideStore } from './guide-store'

beforeEach(() => {
  useGuideStore.getState().reset()
  localStorage.clear()
})

describe('guide store', () => {
  it('keeps everything the seed lists in localStorage under kindred-guide only', () => {
    const store = useGuideStore.getState()
    // What the seed lists, set as it is and saved as it was set.
    const data = {
      groups,
      traumaItems: items,
      traumaTypes: [physicalAbuse],
      traumaDetail: physicalAbuseDetail,
      userAnswers: [answer(12, 'yes', true)],
      myCommentId: 9,
      myReportId: 12,
      googleUser: { google_id: 'g-1' },
      currentGroupId: 2,
    }
    store.setData(data)
    store.setFlag('onboarding', true)
    store.setFlag('changingSelection', true)
    store.selectShortcut(2, false)
    store.setGoToReport(true)
    store.setReport(12, true)

    expect(Object.keys(storageContents(localStorage))).toEqual(['kindred-guide'])
    expect(sessionStorage.length).toBe(0)
    const saved = (storageContents(localStorage)['kindred-guide'] as { state: Record<string, unknown> }).state
    expect(saved).toEqual({
      ...data,
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
      finished: true,
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

  it('shows every section again, and forgets the selection for a new report', () => {
    const store = useGuideStore.getState()
    store.showAllShortcuts([1, 2, 3])
    store.selectShortcut(2, true)
    expect(useGuideStore.getState().shortcutSelection).toEqual({ 1: false, 2: true, 3: false })
    store.showAllShortcuts([1, 2, 3])
    expect(useGuideStore.getState().shortcutSelection).toEqual({ 1: true, 2: true, 3: true })
    store.clearShortcuts()
    expect(useGuideStore.getState().shortcutSelection).toEqual({})
  })

  it('keeps the flags in storage but starts them false after a reload: no request survives one', async () => {
    useGuideStore.getState().setFlag('finishingAnswer', true)
    useGuideStore.getState().setData({ myReportId: 5 })
    await useGuideStore.persist.rehydrate()
    expect(useGuideStore.getState().flags.finishingAnswer).toBe(false)
    expect(useGuideStore.getState().myReportId).toBe(5)
  })
})
