import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { NOTIFICATION_PATHS } from '@kindred/contract/notifications'
import { outbox, pushSubscriptions, users } from '../../../db/schema'
import { enqueue } from '../../../jobs/outbox'
import { SECOND, MINUTE } from '../../../lib/clock'
import { UNTIL_LIFTED } from '../../../lib/suspension'
import { buildTestApp, capturedLogs } from '../../../../test/build-test-app'
import { chooseLanguage } from '../../../../test/email-fixtures'
import { outboxSettled } from '../../../../test/identity-fixtures'
import {
  meToo,
  quickPeople,
  quickPerson,
  react,
  type QuickPerson,
} from '../../../../test/interaction-fixtures'
import { share } from '../../../../test/memory-fixtures'
import { vapidOf } from '../../../../test/push-service'
import { buildPushApp, pushDevices, runPushes, subscribeDevice } from '../../../../test/push-fixtures'
import { openTestDatabase } from '../../../../test/test-database'

// A push tells a person's devices that there is something new, and nothing else (issue 26), in
// their language (decision 084). The local push service receives it, decrypts it as the browser
// would, and checks who signed it. On PGlite, and on PostgreSQL in the PostgreSQL run.

const { app, clock, service } = await buildPushApp()
const db = app.database.db

/** Someone says me too to a new memory of `author`'s: one new notification for the author. */
async function somethingNewFor(author: QuickPerson, giver: QuickPerson, title = 'The long winter') {
  const memory = await share(author.browser, { title })
  const res = await react(giver.browser, meToo(memory.shareable_link))
  if (res.statusCode !== 201) throw new Error(`me too failed: ${res.statusCode} ${res.body}`)
}

/** An author with one device subscribed to push, and someone to give them something new. */
async function authorWithDevice() {
  const [author, giver] = await quickPeople(app, 'author', 'giver')
  const { endpoint } = await subscribeDevice(author.browser, service)
  return { author, giver, endpoint }
}

const jobsFor = (userId: number) =>
  db
    .select({ attempts: outbox.attempts, lastError: outbox.lastError })
    .from(outbox)
    .where(eq(outbox.userId, userId))

describe('the push a device receives', () => {
  it('is the discreet payload, encrypted to the browser and signed with the server key', async () => {
    const [author, giver] = await quickPeople(app, 'author', 'giver')
    const { endpoint, keys } = await subscribeDevice(author.browser, service)
    await somethingNewFor(author, giver, 'What my father did in the winter')
    await runPushes(app)

    const [push] = await service.waitFor(endpoint)
    expect(push!.headers['content-encoding']).toBe('aes128gcm')
    expect(push!.headers.ttl).toBe(String(24 * 60 * 60))
    // Encrypted: the words are not in the body as sent.
    expect(push!.body.toString('latin1')).not.toContain('Kindred')
    const payload = keys.decrypt(push!.body)
    expect(JSON.parse(payload)).toEqual({
      title: 'Kindred',
      body: 'Something new for you',
      url: '/home/notifications',
      lang: 'en',
    })
    for (const secret of ['father', 'winter', giver.displayName, giver.publicId, 'me too', '1'])
      expect(payload.toLowerCase()).not.toContain(secret.toLowerCase())

    const vapid = vapidOf(push!)
    expect(vapid.key).toBe((await pushDevices(author.browser)).public_key)
    expect(vapid.claims.aud).toBe(new URL(endpoint).origin)
    expect(vapid.claims.sub).toMatch(/^(mailto:|https:)/)
    const hoursLeft = (vapid.claims.exp * 1000 - Date.now()) / 3_600_000
    expect(hoursLeft).toBeGreaterThan(0)
    expect(hoursLeft).toBeLessThanOrEqual(24)
    await outboxSettled(app)
  })

  it("is in the person's language, as discreet, and the same whatever it is about", async () => {
    const [author, giver, other] = await quickPeople(app, 'author', 'giver', 'other')
    await chooseLanguage(author.browser, 'es')
    const { endpoint, keys } = await subscribeDevice(author.browser, service)
    await somethingNewFor(author, giver, 'What my father did in the winter')
    await runPushes(app)
    const [first] = await service.waitFor(endpoint)
    const payload = keys.decrypt(first!.body)
    expect(JSON.parse(payload)).toEqual({
      title: 'Kindred',
      body: 'Algo nuevo para ti',
      url: '/home/notifications',
      lang: 'es',
    })
    for (const secret of ['father', 'winter', giver.displayName, 'me too', 'a mí también', 'recuerdo', '1'])
      expect(payload.toLowerCase()).not.toContain(secret.toLowerCase())

    clock.advance(MINUTE)
    await somethingNewFor(author, other, 'Another title')
    await runPushes(app)
    const [, second] = await service.waitFor(endpoint, 2)
    expect(keys.decrypt(second!.body)).toBe(payload)
    await outboxSettled(app)
  })

  it('speaks the language the person has when it goes, not when it was queued', async () => {
    const [author, giver] = await quickPeople(app, 'author', 'giver')
    await chooseLanguage(author.browser, 'es')
    const { endpoint, keys } = await subscribeDevice(author.browser, service)
    await somethingNewFor(author, giver)
    expect(await app.pushScheduler.queueDue()).toBe(1)
    await chooseLanguage(author.browser, 'en')
    await app.outbox.kick()
    const [push] = await service.waitFor(endpoint)
    expect(JSON.parse(keys.decrypt(push!.body))).toMatchObject({ body: 'Something new for you', lang: 'en' })
    await outboxSettled(app)
  })

  it('reaches every device of the person, once each, and nobody else', async () => {
    const [author, giver, bystander] = await quickPeople(app, 'author', 'giver', 'bystander')
    const phone = await subscribeDevice(author.browser, service)
    const laptop = await subscribeDevice(author.browser, service)
    const theirs = await subscribeDevice(bystander.browser, service)
    await somethingNewFor(author, giver)
    await runPushes(app)
    await service.waitFor(phone.endpoint)
    await service.waitFor(laptop.endpoint)
    await outboxSettled(app)
    expect(service.pushesTo(phone.endpoint)).toHaveLength(1)
    expect(service.pushesTo(laptop.endpoint)).toHaveLength(1)
    expect(service.pushesTo(theirs.endpoint)).toHaveLength(0)
    // Nor the giver, who has no device: nothing is due for them.
    expect(await jobsFor(giver.id)).toEqual([])
  })

  it('comes at most once a minute: what arrives meanwhile goes in one push after it', async () => {
    const [author, giver, second, third] = await quickPeople(app, 'author', 'giver', 'second', 'third')
    const { endpoint } = await subscribeDevice(author.browser, service)
    await somethingNewFor(author, giver)
    await runPushes(app)
    await service.waitFor(endpoint)

    clock.advance(10 * SECOND)
    await somethingNewFor(author, second)
    clock.advance(10 * SECOND)
    await somethingNewFor(author, third)
    await runPushes(app)
    await outboxSettled(app)
    expect(service.pushesTo(endpoint)).toHaveLength(1)

    clock.advance(MINUTE)
    await runPushes(app)
    await service.waitFor(endpoint, 2)
    await outboxSettled(app)
    clock.advance(MINUTE)
    await runPushes(app)
    await outboxSettled(app)
    expect(service.pushesTo(endpoint)).toHaveLength(2)
  })

  it('does not come for what the person has already seen in the app', async () => {
    const { author, giver, endpoint } = await authorWithDevice()
    await somethingNewFor(author, giver)
    expect((await author.browser.get(NOTIFICATION_PATHS.allSeen)).statusCode).toBe(200)
    await runPushes(app)
    await outboxSettled(app)
    expect(service.pushesTo(endpoint)).toHaveLength(0)
  })
})

describe('when push stops', () => {
  it('sends nothing to a device turned off', async () => {
    const { author, giver, endpoint } = await authorWithDevice()
    expect(
      (await author.browser.delete(NOTIFICATION_PATHS.pushSubscriptions, { all: true })).statusCode,
    ).toBe(204)
    await somethingNewFor(author, giver)
    await runPushes(app)
    await outboxSettled(app)
    expect(service.pushesTo(endpoint)).toHaveLength(0)
    expect(await jobsFor(author.id)).toEqual([])
  })

  it('sends nothing to a push service taken off the allowed list since the device subscribed, and drops the device', async () => {
    const { author, giver, endpoint } = await authorWithDevice()
    // As if PUSH_SERVICE_HOSTS no longer listed the device's host: its endpoint is on another one now.
    const elsewhere = endpoint.replace(service.host, '127.0.0.2:9')
    await db
      .update(pushSubscriptions)
      .set({ endpoint: elsewhere })
      .where(eq(pushSubscriptions.endpoint, endpoint))
    await somethingNewFor(author, giver)
    await runPushes(app)
    await outboxSettled(app)
    expect(service.received.filter((push) => push.path === new URL(endpoint).pathname)).toHaveLength(0)
    expect((await pushDevices(author.browser)).devices).toEqual([])
    expect(await jobsFor(author.id)).toEqual([])
  })

  it('drops a push queued for a device turned off before it was sent, without retrying', async () => {
    const author = await quickPerson(app, 'author')
    const { endpoint } = await subscribeDevice(author.browser, service)
    const [device] = await db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint))
    // As the scheduler queues it, due a second from now so that the app's own polling cannot send it
    // first; then the person turns push off there before it is due.
    const dueSoon = { now: () => new Date(clock.now().getTime() + SECOND) }
    await enqueue(db, dueSoon, { kind: 'push', payload: { subscriptionId: device!.id }, userId: author.id })
    await author.browser.delete(NOTIFICATION_PATHS.pushSubscriptions, { endpoint })
    clock.advance(SECOND)
    await app.outbox.kick()
    await outboxSettled(app)
    expect(service.pushesTo(endpoint)).toHaveLength(0)
  })

  it('sends nothing to a suspended person', async () => {
    const { author, giver, endpoint } = await authorWithDevice()
    await somethingNewFor(author, giver)
    await db.update(users).set({ suspendedUntil: UNTIL_LIFTED }).where(eq(users.id, author.id))
    await runPushes(app)
    await outboxSettled(app)
    expect(service.pushesTo(endpoint)).toHaveLength(0)
    expect(await jobsFor(author.id)).toEqual([])
  })

  for (const status of [404, 410]) {
    it(`drops a device its push service answers ${status} for, without retrying`, async () => {
      const [author, giver] = await quickPeople(app, 'author', 'giver')
      const gone = await subscribeDevice(author.browser, service)
      const kept = await subscribeDevice(author.browser, service)
      service.answer(gone.endpoint, status)
      await somethingNewFor(author, giver)
      await runPushes(app)
      await service.waitFor(kept.endpoint)
      await outboxSettled(app)
      expect(service.pushesTo(gone.endpoint)).toHaveLength(1)
      expect((await pushDevices(author.browser)).devices).toEqual([kept.device])
      expect(await db.$count(pushSubscriptions, eq(pushSubscriptions.endpoint, gone.endpoint))).toBe(0)
    })
  }

  it('retries a push its push service failed, and the log and the queue never hold the endpoint', async () => {
    const { author, giver, endpoint } = await authorWithDevice()
    service.answer(endpoint, 503)
    await somethingNewFor(author, giver)
    await runPushes(app)
    await service.waitFor(endpoint)
    const [job] = await jobsFor(author.id)
    expect(job).toEqual({ attempts: 1, lastError: 'push service answered 503' })
    expect((await pushDevices(author.browser)).devices).toHaveLength(1)

    service.answer(endpoint, 201)
    clock.advance(10 * SECOND)
    await app.outbox.kick()
    await service.waitFor(endpoint, 2)
    await outboxSettled(app)
    const path = new URL(endpoint).pathname
    expect(capturedLogs.join('\n')).not.toContain(path)
  })
})

if (process.env.KINDRED_TEST_DB === 'postgres')
  describe('two instances on one database', async () => {
    const database = await openTestDatabase()
    const env = { PUSH_SERVICE_HOSTS: service.host }
    const first = await buildTestApp({ env, database, clock })
    const second = await buildTestApp({ env, database: await database.reopen!(), clock })

    it('push once: each claims other people, and each device gets one push', async () => {
      const [author, giver] = await quickPeople(first, 'author', 'giver')
      const { endpoint } = await subscribeDevice(author.browser, service)
      await somethingNewFor(author, giver)
      await Promise.all([first.pushScheduler.tick(), second.pushScheduler.tick()])
      await Promise.all([first.outbox.kick(), second.outbox.kick()])
      await service.waitFor(endpoint)
      await outboxSettled(first)
      clock.advance(MINUTE)
      await Promise.all([first.pushScheduler.tick(), second.pushScheduler.tick()])
      await Promise.all([first.outbox.kick(), second.outbox.kick()])
      await outboxSettled(first)
      expect(service.pushesTo(endpoint)).toHaveLength(1)
      expect(vapidOf(service.pushesTo(endpoint)[0]!).key).toBe((await pushDevices(author.browser)).public_key)
    })
  })
