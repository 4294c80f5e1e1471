import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import type { ErrorResponse } from '@kindred/contract/errors'
import { NOTIFICATION_PATHS } from '@kindred/contract/notifications'
import { quickPerson } from '../../../test/interaction-fixtures'
import { buildNotificationsApp } from '../../../test/notification-fixtures'
import type { TestBrowser } from '../../../test/test-browser'

// The caps on open streams: a person's and a client address's own (429, theirs to fix), and the
// instance's (503, the server's). Small caps here; the client's address comes from X-Forwarded-For,
// as behind a proxy with TRUST_PROXY.

const { app } = await buildNotificationsApp({
  NOTIFICATION_STREAMS_PER_PERSON: '2',
  NOTIFICATION_STREAMS_PER_ADDRESS: '3',
  NOTIFICATION_STREAMS_MAX: '5',
  TRUST_PROXY: 'true',
})
await app.listen({ port: 0, host: '127.0.0.1' })
const { port } = app.server.address() as AddressInfo

interface Stream {
  status: number
  retryAfter: string | undefined
  refusal?: ErrorResponse
  close(): void
}
let open: Stream[] = []

/**
 * Opens a stream as `browser` from `address`; an open one is only read for its status. Each has
 * its own connection (no keep-alive), so closing it ends the connection, as a closed tab does.
 */
function from(browser: TestBrowser, address: string): Promise<Stream> {
  const csrf = encodeURIComponent(browser.cookies.get('csrfToken') ?? '')
  const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        port,
        host: '127.0.0.1',
        path: `${NOTIFICATION_PATHS.stream}?csrf=${csrf}`,
        headers: { cookie, 'x-forwarded-for': address },
        agent: false,
      },
      (res) => {
        const stream: Stream = {
          status: res.statusCode!,
          retryAfter: res.headers['retry-after'],
          close: () => request.destroy(),
        }
        open.push(stream)
        if (res.statusCode === 200) return resolve(stream)
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (body += chunk))
        res.on('end', () => resolve({ ...stream, refusal: JSON.parse(body) as ErrorResponse }))
      },
    )
    request.on('error', reject)
  })
}

/**
 * Opens a stream, trying again while it is refused for a while: a slot is freed a moment after its
 * stream closes (the server sees the connection end), and earlier tests' streams may still be going.
 */
async function fromOnceFree(browser: TestBrowser, address: string, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const stream = await from(browser, address)
    if (stream.status === 200 || Date.now() > deadline) return stream
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

afterEach(() => {
  for (const stream of open) stream.close()
  open = []
})

describe('the caps on notification streams', () => {
  it("answers 429 with Retry-After past a person's own cap, wherever they are, until one closes", async () => {
    const person = await quickPerson(app, 'tabs')
    const first = await fromOnceFree(person.browser, '203.0.113.10')
    expect((await fromOnceFree(person.browser, '203.0.113.10')).status).toBe(200)

    for (const address of ['203.0.113.10', '203.0.113.11']) {
      const refused = await from(person.browser, address)
      expect(refused.status).toBe(429)
      expect(refused.retryAfter).toBe('30')
      expect(refused.refusal).toMatchObject({ code: 'TOO_MANY_STREAMS' })
      expect(refused.refusal?.message).toMatch(/too many Kindred tabs open/)
    }

    first.close()
    expect((await fromOnceFree(person.browser, '203.0.113.10')).status).toBe(200)
  })

  it('answers 429 to another account from a full address, while another address still gets in', async () => {
    const one = await quickPerson(app, 'one')
    const two = await quickPerson(app, 'two')
    const elsewhere = await quickPerson(app, 'elsewhere')
    const first = await fromOnceFree(one.browser, '198.51.100.20')
    expect((await fromOnceFree(one.browser, '198.51.100.20')).status).toBe(200)
    expect((await fromOnceFree(two.browser, '198.51.100.20')).status).toBe(200)

    // The address has its three; the second account there is under its own cap, yet refused.
    const refused = await from(two.browser, '198.51.100.20')
    expect(refused.status).toBe(429)
    expect(refused.retryAfter).toBe('30')
    expect(refused.refusal).toMatchObject({ code: 'TOO_MANY_STREAMS_FROM_ADDRESS' })
    expect(refused.refusal?.message).toMatch(/from your network/)
    expect((await fromOnceFree(elsewhere.browser, '198.51.100.21')).status).toBe(200)

    // A stream closing frees the address's slot too.
    first.close()
    expect((await fromOnceFree(two.browser, '198.51.100.20')).status).toBe(200)
  })

  it('answers 503 with Retry-After only once the instance is full, from several addresses', async () => {
    const people = await Promise.all([1, 2, 3, 4].map((n) => quickPerson(app, `full${n}`)))
    const opened = [
      await fromOnceFree(people[0]!.browser, '192.0.2.30'),
      await fromOnceFree(people[0]!.browser, '192.0.2.30'),
      await fromOnceFree(people[1]!.browser, '192.0.2.30'),
      await fromOnceFree(people[2]!.browser, '192.0.2.31'),
      await fromOnceFree(people[2]!.browser, '192.0.2.31'),
    ]
    expect(opened.map((stream) => stream.status)).toEqual([200, 200, 200, 200, 200])

    const full = await from(people[3]!.browser, '192.0.2.32')
    expect(full.status).toBe(503)
    expect(full.retryAfter).toBe('30')
    expect(full.refusal).toMatchObject({ code: 'STREAMS_FULL' })
  })
})
