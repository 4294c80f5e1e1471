import { beforeEach, describe, expect, it } from 'vitest'
import { storageContents } from '@/test/storage'
import { useCookieStore } from './cookie-store'

const user = { public_id: 'u_1', display_name: 'Quiet Heron', role: 'user' as const }

beforeEach(() => {
  useCookieStore.getState().signOut()
  localStorage.clear()
})

describe('cookie store', () => {
  it('keeps signed-in state, the user and login progress in localStorage under kindred-cookie only', () => {
    useCookieStore.getState().setLoginInProgress(true)
    useCookieStore.getState().signIn(user)
    expect(storageContents(localStorage)).toEqual({
      'kindred-cookie': { state: { signedIn: true, user, loginInProgress: false }, version: 0 },
    })
    expect(sessionStorage.length).toBe(0)
  })

  it('keeps only the user fields it shows, whatever else the server sent', () => {
    useCookieStore.getState().signIn({ ...user, email: 'me@example.com', token: 'x' } as typeof user)
    expect(useCookieStore.getState().user).toEqual(user)
    expect(localStorage.getItem('kindred-cookie')).not.toContain('example.com')
  })

  it('forgets the person on sign out', () => {
    useCookieStore.getState().signIn(user)
    useCookieStore.getState().signOut()
    expect(useCookieStore.getState()).toMatchObject({ signedIn: false, user: null })
    expect(localStorage.getItem('kindred-cookie')).not.toContain('Quiet Heron')
  })
})
