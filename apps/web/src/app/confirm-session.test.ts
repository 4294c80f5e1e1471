import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useCookieStore } from '@/features/identity/stores/cookie-store'
import { useGuideSessionStore } from '@/features/guide/stores/guide-session-store'
import { useThemeStore } from '@/features/preferences/stores/theme-store'
import { registerNavigator } from '@/lib/navigation'
import { queryClient } from '@/lib/query-client'
import { errorResponse, jsonResponse } from '@/test/fake-response'
import { fakeApi, sampleUser } from '@/test/fake-api'
import { confirmSessionOnStart } from './confirm-session'
import { wireApiClient } from './session-wiring'
import { signInSampleUser } from '@/test/signed-in'

const ME = 'GET /api/v1/auth/me'
const navigate = vi.fn()

beforeEach(() => {
  wireApiClient()
  navigate.mockReset()
  registerNavigator(navigate)
  useCookieStore.getState().signOut()
  useThemeStore.setState({ choice: null })
})

describe('on start-up', () => {
  it('asks nothing when nobody is signed in', async () => {
    const api = fakeApi({})
    await confirmSessionOnStart()
    expect(api.called(ME)).toBe(false)
  })

  it('signed in: confirms with /me and keeps the fresh public details', async () => {
    fakeApi({ [ME]: jsonResponse(200, { user: { ...sampleUser, display_name: 'Renamed Heron' } }) })
    signInSampleUser()
    await confirmSessionOnStart()
    expect(useCookieStore.getState().user?.display_name).toBe('Renamed Heron')
    expect(queryClient.getQueryData(['auth', 'me'])).toMatchObject({ user: { email: sampleUser.email } })
  })

  it('signed in: keeps until when the account is new, and forgets it once /me says it is not (decision 037)', async () => {
    const until = '2030-03-10T12:00:00.000Z'
    fakeApi({ [ME]: jsonResponse(200, { user: { ...sampleUser, new_account: { until } } }) })
    signInSampleUser()
    await confirmSessionOnStart()
    expect(useCookieStore.getState().user?.new_account).toEqual({ until })

    fakeApi({ [ME]: jsonResponse(200, { user: sampleUser }) })
    await confirmSessionOnStart()
    expect(useCookieStore.getState().user?.new_account).toBeUndefined()
  })

  it('signed in, but the session ended for good: signs out and goes to /', async () => {
    fakeApi({
      [ME]: errorResponse(401, 'Please sign in.', 'UNAUTHENTICATED'),
      'POST /api/v1/auth/refresh': errorResponse(401, 'Please sign in again.', 'UNAUTHENTICATED'),
    })
    useCookieStore.getState().signIn({ public_id: 'u_1', display_name: 'Quiet Heron', role: 'user' })
    await confirmSessionOnStart()
    expect(useCookieStore.getState().signedIn).toBe(false)
    expect(navigate).toHaveBeenCalledWith('/', { replace: true })
  })

  it('back from Google onto /home: confirms even though /home already reset the indicator', async () => {
    fakeApi({ [ME]: jsonResponse(200, { user: sampleUser }) })
    // What bootstrap read before the first render; /home then cleared the flag (seed §2).
    const atStart = { signedIn: false, loginInProgress: true }
    useCookieStore.getState().setLoginInProgress(false)
    await confirmSessionOnStart(atStart)
    expect(useCookieStore.getState()).toMatchObject({ signedIn: true })
  })

  it('back from Google (login in progress): /me signs the person in with the login theme rule', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) => ({ matches: query.includes('dark'), media: query }) as MediaQueryList,
    )
    fakeApi({ [ME]: jsonResponse(200, { user: sampleUser }) })
    useCookieStore.getState().setLoginInProgress(true)
    await confirmSessionOnStart()
    expect(useCookieStore.getState()).toMatchObject({ signedIn: true, loginInProgress: false })
    expect(useThemeStore.getState().choice).toBe('dark')
  })

  it('a Google sign-in that did not happen leaves a visitor’s guide session alone', async () => {
    const api = fakeApi({ [ME]: errorResponse(401, 'Please sign in.', 'UNAUTHENTICATED') })
    useGuideSessionStore.getState().setSession({ session_id: 'sess_1', expires_at: '2030-01-01T00:00:00Z' })
    useCookieStore.getState().setLoginInProgress(true)
    await confirmSessionOnStart()
    expect(useCookieStore.getState()).toMatchObject({ signedIn: false, loginInProgress: false })
    expect(useGuideSessionStore.getState().session_id).toBe('sess_1')
    expect(api.called('POST /api/v1/auth/refresh')).toBe(false)
    expect(navigate).not.toHaveBeenCalled()
  })
})
