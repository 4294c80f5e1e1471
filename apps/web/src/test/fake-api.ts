import { vi } from 'vitest'

export interface FakeRequest {
  method: string
  path: string
  /** The query string's parameters (the route key ignores them). */
  query: URLSearchParams
  body: unknown
  headers: Record<string, string>
}

type Answer = Response | ((request: FakeRequest) => Response | Promise<Response>)

/**
 * A stand-in for the server in unit tests: answers keyed by "METHOD /path" (query strings
 * ignored). A call nobody expected fails the way an unreachable server would, and is recorded.
 */
export function fakeApi(routes: Record<string, Answer>) {
  const requests: FakeRequest[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const [path = '', search = ''] = String(input).split('?')
    const method = init.method ?? 'GET'
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined
    const headers = (init.headers ?? {}) as Record<string, string>
    const request = { method, path, query: new URLSearchParams(search), body, headers }
    requests.push(request)
    const answer = routes[`${method} ${path}`]
    if (!answer) throw new TypeError(`Failed to fetch: no fake answer for ${method} ${path}`)
    return typeof answer === 'function' ? answer(request) : answer.clone()
  })
  vi.stubGlobal('fetch', fetchMock)
  return {
    fetchMock,
    /** The bodies sent to one endpoint, in order. */
    bodiesOf: (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key).map((r) => r.body),
    called: (key: string) => requests.some((r) => `${r.method} ${r.path}` === key),
    /** Every request sent to one endpoint, in order. */
    requestsTo: (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key),
  }
}

/** The signed-in person as GET /me returns them. */
export const sampleUser = {
  public_id: 'u_quiet_heron',
  email: 'heron@example.com',
  display_name: 'Quiet Heron',
  role: 'user' as const,
  email_verified: true,
  has_password: true,
  google_linked: false,
  created_at: '2025-01-02T10:00:00.000Z',
  suspension: null,
  new_account: null,
}
