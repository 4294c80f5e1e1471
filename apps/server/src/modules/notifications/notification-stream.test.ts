import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import {
  NOTIFICATION_PATHS,
  type NotificationEvent,
  type NotificationSummary,
} from '@kindred/contract/notifications'
import { buildTestApp } from '../../../test/build-test-app'
import { chooseLanguage } from '../../../test/email-fixtures'
import { love, meToo, quickPerson, react } from '../../../test/interaction-fixtures'
import { share } from '../../../test/memory-fixtures'
import { buildNotificationsApp } from '../../../test/notification-fixtures'
import { openStream } from '../../../test/sse-client'
import { TestBrowser } from '../../../test/test-browser'
import type { TestDatabase } from '../../../test/test-database'
import type { Database } from '../../db/client'

// The live stream (SPEC §7): an event per new notification with its id, what was missed replayed
// after Last-Event-ID, heartbeats, the end of the stream with the session, and, on PostgreSQL, an
// event written through one instance reaching a client of another.

const HEARTBEAT_MS = 100
const { app } = await buildNotificationsApp({ NOTIFICATION_HEARTBEAT_MS: String(HEARTBEAT_MS) })

async function listening(server: FastifyInstance) {
  await server.listen({ port: 0, host: '127.0.0.1' })
  return `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`
}
const baseUrl = await listening(app)

const notificationOf = (event: { data: unknown }) => (event.data as NotificationEvent).notification

describe('the notification stream', () => {
  it('sends each new notification as an event with an id, the sentence and the new counts', async () => {
    const author = await quickPerson(app, 'author')
    const giver = await quickPerson(app, 'giver')
    const memory = await share(author.browser, { title: 'Snow days' })
    const stream = await openStream(baseUrl, author.browser)
    expect(stream.status).toBe(200)
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
    expect(stream.headers.get('cache-control')).toBe('no-store')

    await react(giver.browser, meToo(memory.shareable_link))
    await stream.waitForNotifications(1)
    const [event] = stream.notifications()
    expect(event!.id).toEqual(expect.any(Number))
    expect(notificationOf(event!)).toMatchObject({
      type: 'me_too',
      text: `${giver.displayName} said me too to “Snow days”`,
    })
    expect((event!.data as NotificationEvent).summary).toMatchObject({ total: 1, unseen: { me_too: 1 } })
    await stream.close()
  })

  it("says each sentence in the person's language (decision 084)", async () => {
    const author = await quickPerson(app, 'author')
    await chooseLanguage(author.browser, 'es')
    const giver = await quickPerson(app, 'giver')
    const memory = await share(author.browser, { title: 'Snow days' })
    const stream = await openStream(baseUrl, author.browser)
    await react(giver.browser, meToo(memory.shareable_link))
    await stream.waitForNotifications(1)
    expect(notificationOf(stream.notifications()[0]!).text).toBe(
      `${giver.displayName} dijo «A mí también» a «Snow days»`,
    )
    await stream.close()
  })

  it('replays exactly what a reconnecting client missed after Last-Event-ID, in order, once', async () => {
    const author = await quickPerson(app, 'author')
    const memory = await share(author.browser)
    const other = await share(author.browser, { title: 'Another memory' })
    const first = await openStream(baseUrl, author.browser)
    await react((await quickPerson(app, 'one')).browser, meToo(memory.shareable_link))
    await first.waitForNotifications(1)
    const seenId = first.notifications()[0]!.id!
    await first.close()

    // Missed while away: two new notifications and a new person in the first one's group.
    await react((await quickPerson(app, 'two')).browser, love(memory.shareable_link))
    await react((await quickPerson(app, 'three')).browser, meToo(other.shareable_link))
    await react((await quickPerson(app, 'four')).browser, meToo(memory.shareable_link))

    const again = await openStream(baseUrl, author.browser, seenId)
    await again.waitForNotifications(3)
    await new Promise((resolve) => setTimeout(resolve, 200))
    const missed = again.notifications()
    expect(missed.map((event) => [notificationOf(event).type, notificationOf(event).actors.count])).toEqual([
      ['memory_love', 1],
      ['me_too', 1],
      ['me_too', 2],
    ])
    const ids = missed.map((event) => event.id!)
    expect(ids.every((id) => id > seenId)).toBe(true)
    expect([...ids].sort((a, b) => a - b)).toEqual(ids)
    expect(new Set(ids).size).toBe(ids.length)
    await again.close()
  })

  it('sends the counts alone when notifications are marked seen, and heartbeats while quiet', async () => {
    const author = await quickPerson(app, 'author')
    const memory = await share(author.browser)
    await react((await quickPerson(app, 'giver')).browser, love(memory.shareable_link))
    const stream = await openStream(baseUrl, author.browser)
    await author.browser.get(NOTIFICATION_PATHS.allSeen)
    await stream.waitUntil(() => stream.events.some((event) => event.event === 'summary'), 'a summary')
    const summary = stream.events.find((event) => event.event === 'summary')!.data as NotificationSummary
    expect(summary.total).toBe(0)
    await stream.waitUntil(() => stream.heartbeats() >= 2, 'two heartbeats')
    await stream.close()
  })

  it('ends when the session ends (logout), and refuses a visitor or a wrong CSRF value', async () => {
    const author = await quickPerson(app, 'author')
    const stream = await openStream(baseUrl, author.browser)
    expect(stream.status).toBe(200)
    expect((await author.browser.post('/api/v1/auth/logout')).statusCode).toBeLessThan(300)
    await stream.waitUntil(stream.ended, 'the end of the stream', 5000)

    const visitor = await openStream(baseUrl, new TestBrowser(app))
    expect(visitor.status).toBe(401)
    await visitor.close()
    const someone = await quickPerson(app, 'someone')
    someone.browser.cookies.set('csrfToken', 'not-the-right-value')
    const forged = await openStream(baseUrl, someone.browser)
    expect(forged.status).toBe(401)
    await forged.close()
  })
})

// Only where a second instance can share the database (PostgreSQL): PGlite is one process.
const database = app.database as TestDatabase
if (database.reopen) describeTwoInstances(database.reopen)

function describeTwoInstances(reopen: () => Promise<Database>) {
  describe('two instances on one PostgreSQL', () => {
    it('delivers a me too written through one instance to a stream open on the other', async () => {
      const second = await buildTestApp({
        env: { NOTIFICATION_HEARTBEAT_MS: String(HEARTBEAT_MS) },
        database: await reopen(),
      })
      const secondUrl = await listening(second)
      const author = await quickPerson(app, 'author')
      const giver = await quickPerson(app, 'giver')
      const memory = await share(author.browser)
      const stream = await openStream(secondUrl, author.browser)
      expect(stream.status).toBe(200)
      await react(giver.browser, meToo(memory.shareable_link))
      await stream.waitForNotifications(1)
      expect(notificationOf(stream.notifications()[0]!).type).toBe('me_too')

      // A logout through the first instance ends the stream on the second.
      await author.browser.post('/api/v1/auth/logout')
      await stream.waitUntil(stream.ended, 'the end of the stream', 5000)
    })
  })
}
