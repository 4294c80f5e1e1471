import { beforeEach, describe, expect, it } from 'vitest'
import { storageContents } from '@/test/storage'
import { useGuideSessionStore } from './guide-session-store'

const session = { session_id: 'sess_abc', expires_at: '2030-01-01T00:00:00.000Z' }

beforeEach(() => {
  useGuideSessionStore.getState().clearSession()
  localStorage.clear()
})

describe('guide session store', () => {
  it('keeps session_id and expires_at in localStorage under kindred-guide-session only', () => {
    useGuideSessionStore.getState().setSession(session)
    expect(storageContents(localStorage)).toEqual({ 'kindred-guide-session': { state: session, version: 0 } })
    expect(sessionStorage.length).toBe(0)
  })

  it('forgets the session when cleared', () => {
    useGuideSessionStore.getState().setSession(session)
    useGuideSessionStore.getState().clearSession()
    expect(localStorage.getItem('kindred-guide-session')).not.toContain('sess_abc')
  })
})
