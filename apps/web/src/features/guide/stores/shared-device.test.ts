import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  forgetKindredStorage,
  setSharedDevice,
  SHARED_DEVICE_KEY,
  useDeviceStorageStore,
} from '@/lib/device-storage'
import { storageContents } from '@/test/storage'
import { answer } from '../testing/guide-fixtures'
import { useGuideSessionStore } from './guide-session-store'
import { useGuideStore } from './guide-store'

const session = { session_id: 'sess_shared', expires_at: '2030-01-01T00:00:00.000Z' }
const kindredKeys = (storage: Storage) => Object.keys(storage).filter((key) => key.startsWith('kindred-'))

beforeEach(() => {
  useDeviceStorageStore.setState({ shared: false, sealed: false })
  useGuideSessionStore.getState().clearSession()
  useGuideStore.getState().reset()
  localStorage.clear()
  sessionStorage.clear()
})

function answerSomething() {
  useGuideSessionStore.getState().setSession(session)
  useGuideStore.getState().setData({ userAnswers: [answer(11, 'often', true)], currentGroupId: 2 })
}

describe('"this is a shared device"', () => {
  it('is off by default: the guide is kept in localStorage, as the seed says', () => {
    answerSomething()
    expect(kindredKeys(localStorage).sort()).toEqual(['kindred-guide', 'kindred-guide-session'])
    expect(sessionStorage.length).toBe(0)
  })

  it('moves what is kept into this tab, and keeps the choice there only', () => {
    answerSomething()
    localStorage.setItem('someone-elses-key', 'left alone')

    expect(setSharedDevice(true)).toBe(true)
    expect(kindredKeys(localStorage)).toEqual([])
    expect(localStorage.getItem('someone-elses-key')).toBe('left alone')
    expect(sessionStorage.getItem(SHARED_DEVICE_KEY)).toBe('on')
    expect(sessionStorage.getItem('kindred-guide-session')).toContain('sess_shared')

    // New answers go to the tab too.
    useGuideStore.getState().setData({ userAnswers: [answer(11, 'never', false)] })
    expect(kindredKeys(localStorage)).toEqual([])
    expect(sessionStorage.getItem('kindred-guide')).toContain('"never"')
  })

  it('keeps the answers through a reload of the tab', async () => {
    setSharedDevice(true)
    answerSomething()
    const kept = [...Array(sessionStorage.length).keys()].map((i) => {
      const key = sessionStorage.key(i) ?? ''
      return [key, sessionStorage.getItem(key) ?? ''] as const
    })
    // A new page in the same tab starts empty and reads what the tab kept.
    useGuideStore.getState().reset()
    useGuideSessionStore.getState().clearSession()
    for (const [key, value] of kept) sessionStorage.setItem(key, value)

    await useGuideStore.persist.rehydrate()
    await useGuideSessionStore.persist.rehydrate()
    expect(useGuideStore.getState().userAnswers).toEqual([answer(11, 'often', true)])
    expect(useGuideStore.getState().currentGroupId).toBe(2)
    expect(useGuideSessionStore.getState().session_id).toBe('sess_shared')
    expect(kindredKeys(localStorage)).toEqual([])
  })

  it('turned off again, brings everything back to localStorage and forgets the choice', () => {
    setSharedDevice(true)
    answerSomething()
    expect(setSharedDevice(false)).toBe(true)
    expect(kindredKeys(localStorage).sort()).toEqual(['kindred-guide', 'kindred-guide-session'])
    expect(kindredKeys(sessionStorage)).toEqual([])
  })

  it('changes nothing when the browser refuses to keep the copy', () => {
    answerSomething()
    const before = storageContents(localStorage)
    const setItem = sessionStorage.setItem.bind(sessionStorage)
    const full = vi.spyOn(sessionStorage, 'setItem').mockImplementation((key, value) => {
      if (key === 'kindred-guide') throw new DOMException('full', 'QuotaExceededError')
      setItem(key, value)
    })
    expect(setSharedDevice(true)).toBe(false)
    full.mockRestore()
    expect(useDeviceStorageStore.getState().shared).toBe(false)
    expect(storageContents(localStorage)).toEqual(before)
    expect(kindredKeys(sessionStorage)).toEqual([])
  })

  it('forgetting removes every Kindred key from both storages, and nothing is written afterwards', () => {
    setSharedDevice(true)
    answerSomething()
    localStorage.setItem('kindred-theme', '{"state":{"choice":"dark"},"version":0}')
    sessionStorage.setItem('kindred-preferences', '{}')
    sessionStorage.setItem('someone-elses-key', 'left alone')

    forgetKindredStorage()
    expect(kindredKeys(localStorage)).toEqual([])
    expect(kindredKeys(sessionStorage)).toEqual([])
    expect(sessionStorage.getItem('someone-elses-key')).toBe('left alone')

    useGuideStore.getState().setData({ myReportId: 3 })
    expect(kindredKeys(localStorage)).toEqual([])
    expect(kindredKeys(sessionStorage)).toEqual([])
  })
})
