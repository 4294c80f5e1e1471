import { eachServerSentEvent } from '../lib.mjs'

// The soak's people: each with a cookie jar the refresh rotates (as a browser's), and for the stream
// holders a notification stream that reconnects from its last event, as the web app's does.

const PASSWORD = 'a long soak passphrase'

export class Person {
  /** Cookie name to value, updated from every answer (the refresh replaces both tokens). */
  jar = new Map()
  memory = null
  /** The holder's open stream, the one write waiting for its event, and how often it reconnected. */
  stream = null
  waiter = null
  reconnects = 0
  unexpectedEvents = 0
  busy = false

  constructor(email, role) {
    this.email = email
    this.role = role
  }

  /** One request as the web app sends it; the whole answer is read (acknowledged means received). */
  async request(origin, method, url, body) {
    const csrf = this.jar.get('csrfToken')
    const res = await fetch(origin + url, {
      method,
      headers: {
        origin,
        cookie: [...this.jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(csrf ? { 'x-csrf-token': csrf } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    })
    this.keepCookies(res)
    const text = await res.text()
    let json = null
    try {
      json = text ? JSON.parse(text) : null
    } catch {
      /* not JSON */
    }
    return { status: res.status, text, json }
  }

  keepCookies(res) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const name = pair.slice(0, pair.indexOf('='))
      const value = pair.slice(pair.indexOf('=') + 1)
      if (value === '' || /max-age=0/i.test(line)) this.jar.delete(name)
      else this.jar.set(name, value)
    }
  }

  async register(origin) {
    const res = await this.request(origin, 'POST', '/api/v1/auth/register', {
      email: this.email,
      password: PASSWORD,
    })
    if (res.status >= 300) throw new Error(`registering ${this.email}: ${res.status} ${res.text}`)
  }

  async verify(origin, token) {
    if (!token) throw new Error(`no verification mail for ${this.email}`)
    const res = await this.request(origin, 'POST', '/api/v1/auth/verify-email', { token })
    if (res.status !== 200) throw new Error(`verifying ${this.email}: ${res.status} ${res.text}`)
  }

  /**
   * Resolves to true when the next notification event reaches this holder's stream, false after
   * `timeoutMs`; `cancel()` when the write it waits for was refused.
   */
  nextEvent(timeoutMs) {
    let cancel
    const promise = new Promise((resolve) => {
      const timer = setTimeout(() => ((this.waiter = null), resolve(false)), timeoutMs)
      this.waiter = (arrived) => (clearTimeout(timer), (this.waiter = null), resolve(arrived))
      cancel = () => this.waiter?.(false)
    })
    promise.cancel = cancel
    return promise
  }

  eventArrived() {
    if (this.waiter) this.waiter(true)
    else this.unexpectedEvents += 1
  }

  close() {
    this.closing = true
    this.stream?.controller.abort()
  }
}

/**
 * Opens `person`'s notification stream on `origin` and keeps it open: when the server ends it, it is
 * opened again from the last event id it had (Last-Event-ID), so nothing is counted twice or lost.
 */
export async function openStream(person, origin) {
  const controller = new AbortController()
  const res = await fetch(`${origin}/api/v1/notifications/stream?csrf=${person.jar.get('csrfToken')}`, {
    headers: {
      cookie: [...person.jar].map(([k, v]) => `${k}=${v}`).join('; '),
      ...(person.lastEventId ? { 'last-event-id': person.lastEventId } : {}),
    },
    signal: controller.signal,
  })
  if (res.status !== 200) throw new Error(`stream of ${person.email} answered ${res.status}`)
  person.stream = { controller, open: true }
  void (async () => {
    await eachServerSentEvent(res.body, (block) => {
      const id = /^id: ?(.*)$/m.exec(block)?.[1]
      if (id) person.lastEventId = id
      if (/^event: ?notification$/m.test(block)) person.eventArrived()
    })
    person.stream.open = false
    if (person.closing) return
    person.reconnects += 1
    for (;;) {
      await new Promise((r) => setTimeout(r, 1_000))
      try {
        return await openStream(person, origin)
      } catch {
        /* the instance is busy: try again */
      }
    }
  })()
}
