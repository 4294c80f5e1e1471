import type { AddressInfo } from 'node:net'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../../../test/build-test-app'
import { GOOD_PASSWORD } from '../../../test/identity-fixtures'
import { love, meToo, quickPerson, react, type QuickPerson } from '../../../test/interaction-fixtures'
import { tokenFrom } from '../../../test/mailbox'
import { share } from '../../../test/memory-fixtures'
import { buildNotificationsApp } from '../../../test/notification-fixtures'
import { openStream } from '../../../test/sse-client'
import { TestBrowser } from '../../../test/test-browser'
import type { TestDatabase } from '../../../test/test-database'

// Issue 35: a notification stream ends with its session, at once (decision 060). After the request
// that ended the session has answered, not one more event reaches the stream, even for
// notifications caused right after, and the stream is closed within a second. The heartbeat, which
// also ends the streams of ended sessions, is set far longer than that here, so it cannot be what
// closes them. On PostgreSQL the same holds for a stream open on another instance.

const HEARTBEAT_MS = 30_000
const TRIES = 5
const env = { NOTIFICATION_HEARTBEAT_MS: String(HEARTBEAT_MS) }
const { app, mailbox } = await buildNotificationsApp(env)

async function listening(server: FastifyInstance) {
  await server.listen({ port: 0, host: '127.0.0.1' })
  return `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`
}

/** The same browser (its cookies) talking to another instance. */
function on(instance: FastifyInstance, browser: TestBrowser) {
  const there = new TestBrowser(instance)
  for (const [name, value] of browser.cookies) there.cookies.set(name, value)
  return there
}

/** Someone with a memory to react to, signed in on a second device too. */
async function streamer(through: FastifyInstance) {
  const person = await quickPerson(app, 'streamer')
  const memory = await share(person.browser)
  const otherDevice = new TestBrowser(through, 'Mozilla/5.0 (iPhone) Safari/605.1.15')
  const login = await otherDevice.post('/api/v1/auth/login', { email: person.email, password: GOOD_PASSWORD })
  expect(login.statusCode).toBe(200)
  return { person, link: memory.shareable_link, otherDevice }
}
type Streamer = Awaited<ReturnType<typeof streamer>>

/** Each way a session ends, through the instance `through`; answers the ending request's answer. */
const WAYS: Record<string, (who: Streamer, through: FastifyInstance) => Promise<LightMyRequestResponse>> = {
  'signing out': (who, through) => on(through, who.person.browser).post('/api/v1/auth/logout'),
  'ending it from another device': async (who) => {
    const list = (await who.otherDevice.get('/api/v1/auth/sessions')).json() as {
      results: { id: string; current: boolean }[]
    }
    const streaming = list.results.find((session) => !session.current)!
    return who.otherDevice.delete(`/api/v1/auth/sessions/${streaming.id}`)
  },
  'changing the password on another device': async (who) => {
    const asked = await who.otherDevice.post('/api/v1/auth/password/change/request', {
      current_password: GOOD_PASSWORD,
    })
    expect(asked.statusCode).toBe(202)
    const mail = await mailbox.waitFor(who.person.email, /Change your Kindred password/)
    const token = tokenFrom(mail, '/auth/confirm-password')
    return who.otherDevice.post('/api/v1/auth/password/change/confirm', {
      token,
      password: `a new passphrase ${Math.random()}`,
    })
  },
  'erasing the account': (who, through) =>
    on(through, who.person.browser).delete('/api/v1/account', { password: GOOD_PASSWORD }),
}

/**
 * Opens `who`'s stream on `streamUrl`, ends the session through `through`, then at once has someone
 * react to their memory twice: no event may arrive after the ending answer, and the stream must be
 * closed within a second of it.
 */
async function endWhileStreaming(
  way: string,
  streamUrl: string,
  through: FastifyInstance,
  giver: QuickPerson,
) {
  const who = await streamer(through)
  const stream = await openStream(streamUrl, who.person.browser)
  expect(stream.status).toBe(200)
  const ended = await WAYS[way]!(who, through)
  expect(ended.statusCode, ended.body).toBeLessThan(300)
  const answeredAt = Date.now()
  if (way !== 'erasing the account') {
    await react(giver.browser, meToo(who.link))
    await react(giver.browser, love(who.link))
  }
  await stream.waitUntil(stream.ended, 'the end of the stream', Math.max(0, answeredAt + 1000 - Date.now()))
  expect(stream.notifications()).toEqual([])
  expect(stream.events.filter((event) => event.event === 'summary')).toEqual([])
  await stream.close()
}

describe('a stream ends with its session, at once', () => {
  const url = listening(app)
  for (const way of Object.keys(WAYS))
    it(`${way}: no event after the answer, closed within a second (${TRIES} tries)`, async () => {
      const giver = await quickPerson(app, 'giver')
      for (let i = 0; i < TRIES; i++) await endWhileStreaming(way, await url, app, giver)
    })
})

// Only where a second instance can share the database (PostgreSQL): PGlite is one process.
const database = app.database as TestDatabase
if (database.reopen)
  describe('a stream on another instance ends with its session, at once', async () => {
    const second = await buildTestApp({
      env: { SMTP_URL: mailbox.url, ...env },
      database: await database.reopen!(),
    })
    const secondUrl = listening(second)
    for (const way of Object.keys(WAYS))
      it(`${way} through the first: no event after the answer, closed within a second (${TRIES} tries)`, async () => {
        const giver = await quickPerson(app, 'giver')
        for (let i = 0; i < TRIES; i++) await endWhileStreaming(way, await secondUrl, app, giver)
      })
  })
