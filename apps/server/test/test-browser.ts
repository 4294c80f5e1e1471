import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { TEST_ORIGIN } from './build-test-app'

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'

/**
 * One browser talking to the app the way our web client does: it keeps cookies from Set-Cookie
 * (dropping expired ones), sends them back, marks requests same-origin, sends JSON and adds
 * X-CSRF-Token from the csrfToken cookie ("sends authentication") unless told not to.
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>()
  /** The instances it talks to, one request after the other in turn (see `across`). */
  private instances: FastifyInstance[]
  private turn = 0
  /** The browser's language setting, sent with every request when set (`speaking`). */
  private acceptLanguage: string | undefined
  constructor(
    private readonly app: FastifyInstance,
    private readonly userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36',
  ) {
    this.instances = [app]
  }

  /**
   * From now on each request goes to the next of `instances` in turn, as a load balancer without
   * sticky sessions spreads one browser's requests over several instances on one database.
   */
  across(instances: FastifyInstance[]) {
    this.instances = instances
    this.turn = 0
    return this
  }

  /** From now on every request says `Accept-Language: value`, as a browser set to those languages does. */
  speaking(value: string) {
    this.acceptLanguage = value
    return this
  }

  /** The instance the next request goes to. */
  private nextInstance() {
    const instance = this.instances[this.turn % this.instances.length]!
    this.turn += 1
    return instance
  }

  async request(
    method: Method,
    url: string,
    options: { body?: unknown; auth?: boolean; headers?: Record<string, string> } = {},
  ): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = {
      'sec-fetch-site': 'same-origin',
      origin: TEST_ORIGIN,
      'user-agent': this.userAgent,
      ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
      ...(this.acceptLanguage === undefined ? {} : { 'accept-language': this.acceptLanguage }),
    }
    const csrf = this.cookies.get('csrfToken') ?? this.cookies.get('__Host-csrfToken')
    if (options.auth !== false && csrf) headers['x-csrf-token'] = csrf
    const res = await this.nextInstance().inject({
      method,
      url,
      headers: { ...headers, ...options.headers },
      cookies: Object.fromEntries(this.cookies),
      ...(method === 'GET' ? {} : { payload: JSON.stringify(options.body ?? {}) }),
    })
    for (const cookie of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired =
        cookie.maxAge === 0 ||
        (cookie.expires !== undefined &&
          cookie.expires.getTime() <= Date.now() &&
          cookie.maxAge === undefined)
      if (expired || cookie.value === '') this.cookies.delete(cookie.name)
      else this.cookies.set(cookie.name, cookie.value)
    }
    return res
  }

  get = (url: string, options?: { auth?: boolean; headers?: Record<string, string> }) =>
    this.request('GET', url, options)
  post = (url: string, body?: unknown, options?: { auth?: boolean; headers?: Record<string, string> }) =>
    this.request('POST', url, { ...options, body })
  patch = (url: string, body?: unknown, options?: { auth?: boolean; headers?: Record<string, string> }) =>
    this.request('PATCH', url, { ...options, body })
  delete = (url: string, body?: unknown, options?: { auth?: boolean }) =>
    this.request('DELETE', url, { ...options, body })

  /** A copy of this browser's cookies in another browser (a thief's, or a second tab). */
  clone(): TestBrowser {
    const copy = new TestBrowser(this.app, this.userAgent).across(this.instances)
    copy.acceptLanguage = this.acceptLanguage
    for (const [k, v] of this.cookies) copy.cookies.set(k, v)
    return copy
  }
}
