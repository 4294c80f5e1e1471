import { i18n } from '@lingui/core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { errorResponse, fetchCall, jsonResponse } from '@/test/fake-response'
import { apiRequest, ACCESS_FORBIDDEN_NOTICE } from './api-client'
import { configureApiClient } from './api-client-config'
import { ApiError } from './api-error'
import { registerNavigator } from './navigation'
import { useNoticeStore } from './notices'
import { noteNewSession, REFRESH_PATH } from './session-refresh'

const fetchMock = vi.fn<typeof fetch>()
const navigate = vi.fn()
const onSignedOut = vi.fn()
const onGuideSessionInvalid = vi.fn()
const onSuspended = vi.fn()
let signedIn = false
let unregister: () => void

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  fetchMock.mockReset()
  navigate.mockReset()
  onSignedOut.mockReset()
  onGuideSessionInvalid.mockReset()
  onSuspended.mockReset()
  signedIn = false
  useNoticeStore.setState({ notice: null })
  configureApiClient({ isSignedIn: () => signedIn, onSignedOut, onGuideSessionInvalid, onSuspended })
  unregister = registerNavigator(navigate)
})

afterEach(() => unregister())

const setCsrfCookie = (value = 'csrf-123') => {
  document.cookie = `csrfToken=${value}; path=/`
}
const csrfHeaderOf = (index: number) => fetchCall(fetchMock, index).init.headers['x-csrf-token']

describe('requests', () => {
  it('sends and receives JSON with credentials', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ok: true }))
    const result = await apiRequest('/api/v1/thing', { method: 'POST', body: { a: 1 }, query: { page: 2 } })
    expect(result).toEqual({ ok: true })
    const { url, init } = fetchCall(fetchMock, 0)
    expect(url).toBe('/api/v1/thing?page=2')
    expect(init.credentials).toBe('include')
    expect(init.headers['Content-Type']).toBe('application/json')
    expect(init.headers.Accept).toBe('application/json')
    expect(init.body).toBe('{"a":1}')
  })

  it('returns the body checked by the given schema, and refuses a body that does not fit', async () => {
    const schema = {
      parse: (data: unknown) => {
        if (typeof (data as { n?: unknown }).n !== 'number') throw new Error('bad shape')
        return (data as { n: number }).n
      },
    }
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { n: 7 }))
    expect(await apiRequest('/api/v1/n', { schema })).toBe(7)
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { n: 'seven' }))
    await expect(apiRequest('/api/v1/n', { schema })).rejects.toMatchObject({ code: 'UNEXPECTED_RESPONSE' })
  })

  it('turns a network failure into an ApiError without signing anyone out', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await expect(apiRequest('/api/v1/thing')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' })
    expect(onSignedOut).not.toHaveBeenCalled()
  })
})

describe('the authentication header rule', () => {
  beforeEach(() => fetchMock.mockImplementation(async () => jsonResponse(200, {})))

  it('always: sends the csrf cookie value as X-CSRF-Token when the cookie exists', async () => {
    await apiRequest('/api/v1/a')
    setCsrfCookie()
    await apiRequest('/api/v1/a')
    expect(csrfHeaderOf(0)).toBeUndefined()
    expect(csrfHeaderOf(1)).toBe('csrf-123')
  })

  it('memory-list: sends it on /home and /memories only', async () => {
    setCsrfCookie()
    for (const path of ['/home', '/memories', '/memories/search', '/guide', '/']) {
      window.history.replaceState(null, '', path)
      await apiRequest('/memories/memories-list/snippets-r/1/10/', { auth: 'memory-list' })
    }
    expect([0, 1, 2, 3, 4].map(csrfHeaderOf)).toEqual([
      'csrf-123',
      'csrf-123',
      undefined,
      undefined,
      undefined,
    ])
  })

  it('reads the csrf cookie under its HTTPS name (__Host-csrfToken) too', async () => {
    document.cookie = '__Host-csrfToken=secure-csrf; path=/; Secure'
    await apiRequest('/api/v1/a', { method: 'POST' })
    expect(csrfHeaderOf(0)).toBe('secure-csrf')
  })

  it('when-signed-in: sends it only when the cookie store says signed in', async () => {
    setCsrfCookie()
    window.history.replaceState(null, '', '/memories/search')
    await apiRequest('/memories/api/v1/search/', { auth: 'when-signed-in' })
    signedIn = true
    await apiRequest('/memories/api/v1/search/', { auth: 'when-signed-in' })
    expect(csrfHeaderOf(0)).toBeUndefined()
    expect(csrfHeaderOf(1)).toBe('csrf-123')
  })
})

describe('401: one shared refresh, then one retry', () => {
  it('refreshes once for many concurrent 401s and retries each call', async () => {
    let releaseRefresh: (response: Response) => void = () => {}
    const refreshed = new Promise<Response>((resolve) => (releaseRefresh = resolve))
    let firstTries = 0
    fetchMock.mockImplementation(async (input) => {
      if (input === REFRESH_PATH) return refreshed
      firstTries += 1
      return firstTries <= 5 ? errorResponse(401, 'Please sign in') : jsonResponse(200, { ok: true })
    })

    const calls = Array.from({ length: 5 }, (_, i) => apiRequest(`/api/v1/item/${i}`))
    await vi.waitFor(() => expect(firstTries).toBe(5))
    releaseRefresh(jsonResponse(200, {}))

    expect(await Promise.all(calls)).toEqual(Array(5).fill({ ok: true }))
    const refreshCalls = fetchMock.mock.calls.filter(([url]) => url === REFRESH_PATH)
    expect(refreshCalls).toHaveLength(1)
    expect(fetchMock).toHaveBeenCalledTimes(11)
    expect(onSignedOut).not.toHaveBeenCalled()
    expect(navigate).not.toHaveBeenCalled()
  })

  it('a call refused because a sign-in just replaced its session retries with the new one, no refresh', async () => {
    // Opening an email link while signed in: the old session ends as the new one starts.
    let refuse: (response: Response) => void = () => {}
    fetchMock
      .mockImplementationOnce(() => new Promise<Response>((resolve) => (refuse = resolve)))
      .mockResolvedValueOnce(jsonResponse(200, { user: 'new' }))
    const call = apiRequest('/api/v1/auth/me')
    noteNewSession()
    refuse(errorResponse(401, 'Please sign in again.'))
    expect(await call).toEqual({ user: 'new' })
    expect(fetchMock.mock.calls.filter(([url]) => url === REFRESH_PATH)).toHaveLength(0)
    expect(onSignedOut).not.toHaveBeenCalled()
    expect(navigate).not.toHaveBeenCalled()
  })

  it('when refresh fails: signs out once, goes to / and rejects every waiting call', async () => {
    fetchMock.mockImplementation(async (input) =>
      input === REFRESH_PATH ? errorResponse(401, 'Session ended') : errorResponse(401, 'Please sign in'),
    )
    const results = await Promise.allSettled([apiRequest('/api/v1/a'), apiRequest('/api/v1/b')])
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected'])
    expect(results[0]).toMatchObject({ reason: { status: 401 } })
    expect(onSignedOut).toHaveBeenCalledTimes(1)
    expect(navigate).toHaveBeenCalledTimes(1)
    expect(navigate).toHaveBeenCalledWith('/', { replace: true })
    expect(fetchMock.mock.calls.filter(([url]) => url === REFRESH_PATH)).toHaveLength(1)
  })

  it('a call opting out of global errors (login) gets its 401 untouched', async () => {
    fetchMock.mockResolvedValueOnce(errorResponse(401, 'Wrong email or password', 'INVALID_CREDENTIALS'))
    await expect(
      apiRequest('/api/v1/auth/login', { method: 'POST', globalErrors: false }),
    ).rejects.toMatchObject({
      status: 401,
      code: 'INVALID_CREDENTIALS',
    })
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(onSignedOut).not.toHaveBeenCalled()
    expect(navigate).not.toHaveBeenCalled()
  })
})

describe('errors a call answers itself (ownCodes)', () => {
  const ownCodes = ['INVALID_CREDENTIALS', 'REAUTHENTICATION_REQUIRED']

  it('a 403 with an own code shows no notice; any other 403 still does', async () => {
    fetchMock.mockResolvedValueOnce(errorResponse(403, 'Wrong password', 'INVALID_CREDENTIALS'))
    await expect(apiRequest('/api/v1/account', { method: 'DELETE', ownCodes })).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
    })
    expect(useNoticeStore.getState().notice).toBeNull()

    fetchMock.mockResolvedValueOnce(errorResponse(403, 'Refused', 'CSRF_REJECTED'))
    await expect(apiRequest('/api/v1/account', { method: 'DELETE', ownCodes })).rejects.toBeInstanceOf(
      ApiError,
    )
    expect(useNoticeStore.getState().notice?.message).toBe(ACCESS_FORBIDDEN_NOTICE)
  })

  it('a 401 with an own code is not refreshed; a plain 401 still is', async () => {
    fetchMock.mockResolvedValueOnce(errorResponse(401, 'Wrong password', 'INVALID_CREDENTIALS'))
    await expect(apiRequest('/api/v1/x', { method: 'POST', ownCodes })).rejects.toMatchObject({ status: 401 })
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(onSignedOut).not.toHaveBeenCalled()

    fetchMock.mockImplementation(async (input) =>
      input === REFRESH_PATH ? jsonResponse(200, {}) : jsonResponse(200, { ok: true }),
    )
    fetchMock.mockResolvedValueOnce(errorResponse(401, 'Expired', 'UNAUTHENTICATED'))
    expect(await apiRequest('/api/v1/x', { method: 'POST', ownCodes })).toEqual({ ok: true })
    expect(fetchMock.mock.calls.filter(([url]) => url === REFRESH_PATH)).toHaveLength(1)
  })
})

describe('rate limits', () => {
  it('a 429 carries the Retry-After seconds', async () => {
    const body = { statusCode: 429, error: 'Too Many Requests', message: 'Slow down', code: 'RATE_LIMITED' }
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify(body), { status: 429, headers: { 'Retry-After': '120' } }),
    )
    await expect(apiRequest('/api/v1/x', { method: 'POST' })).rejects.toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      retryAfter: 120,
    })
  })
})

describe('global error handling', () => {
  it('403 shows "Access forbidden!" and throws', async () => {
    fetchMock.mockResolvedValueOnce(errorResponse(403, 'Not allowed', 'FORBIDDEN'))
    await expect(apiRequest('/api/v1/x')).rejects.toBeInstanceOf(ApiError)
    expect(useNoticeStore.getState().notice?.message).toBe(ACCESS_FORBIDDEN_NOTICE)
    expect(i18n._(ACCESS_FORBIDDEN_NOTICE)).toBe('Access forbidden!')
  })

  it('a 403 for a suspension is not "Access forbidden!": the caller gets its words and the app is told', async () => {
    const message = 'Your account is suspended until 10 March. You can still read.'
    fetchMock.mockResolvedValueOnce(errorResponse(403, message, 'SUSPENDED'))
    await expect(apiRequest('/api/v1/comments/', { method: 'POST' })).rejects.toMatchObject({
      status: 403,
      code: 'SUSPENDED',
      message,
    })
    expect(useNoticeStore.getState().notice).toBeNull()
    expect(onSuspended).toHaveBeenCalledTimes(1)
    expect(onSignedOut).not.toHaveBeenCalled()
  })

  it('422 reaches the caller untouched: no notice, no navigation, fields kept', async () => {
    const fields = [{ path: 'body.title', message: 'Too long' }]
    fetchMock.mockResolvedValueOnce(errorResponse(422, 'Validation failed', 'VALIDATION', { fields }))
    const error = await apiRequest('/api/v1/x', { method: 'POST' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 422, code: 'VALIDATION', message: 'Validation failed', fields })
    expect(useNoticeStore.getState().notice).toBeNull()
    expect(navigate).not.toHaveBeenCalled()
    expect(onGuideSessionInvalid).not.toHaveBeenCalled()
  })

  it.each([
    [400, 'session_id is invalid'],
    [404, 'session_id is not found'],
  ])('%s "%s": forgets the guide session and goes to /', async (status, message) => {
    fetchMock.mockResolvedValueOnce(errorResponse(status, message))
    await expect(apiRequest('/api/v1/childhood-trauma-guide/stats/')).rejects.toMatchObject({
      status,
      message,
    })
    expect(onGuideSessionInvalid).toHaveBeenCalledTimes(1)
    expect(navigate).toHaveBeenCalledWith('/', { replace: true })
  })

  it('only the exact session texts count', async () => {
    fetchMock.mockResolvedValueOnce(errorResponse(404, 'session_id is not found.'))
    await expect(apiRequest('/api/v1/x')).rejects.toBeInstanceOf(ApiError)
    expect(onGuideSessionInvalid).not.toHaveBeenCalled()
    expect(navigate).not.toHaveBeenCalled()
  })

  it('an error page that is not JSON still becomes an ApiError', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<h1>Bad gateway</h1>', { status: 502 }))
    await expect(apiRequest('/api/v1/x')).rejects.toMatchObject({ status: 502, code: 'HTTP_502' })
  })
})
