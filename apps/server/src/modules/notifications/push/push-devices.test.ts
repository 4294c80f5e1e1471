import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { NOTIFICATION_PATHS } from '@kindred/contract/notifications'
import { pushSubscriptions, users } from '../../../db/schema'
import { quickPeople, quickPerson } from '../../../../test/interaction-fixtures'
import { buildTestApp } from '../../../../test/build-test-app'
import { browserKeys } from '../../../../test/push-service'
import { buildPushApp, pushDevices, subscribeDevice } from '../../../../test/push-fixtures'
import { TestBrowser } from '../../../../test/test-browser'
import { MAX_PUSH_DEVICES } from './push-devices'

// Push per device (issue 26): a person turns push on in a browser, sees their devices (never an
// endpoint, a capability URL), turns it off on one or all; the server only pushes to push services
// it knows (SSRF). On PGlite, and on PostgreSQL in the PostgreSQL run.

const { app, service } = await buildPushApp()
const PATH = NOTIFICATION_PATHS.pushSubscriptions
const db = app.database.db

const storedEndpoints = async (userId: number) =>
  (
    await db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
  ).map((row) => row.endpoint)

describe('turning push on and off', () => {
  it('adds a device, lists it with the key to subscribe with, and never gives the endpoint back', async () => {
    const someone = await quickPerson(app)
    const before = await pushDevices(someone.browser)
    expect(before.devices).toEqual([])
    // The server's VAPID public key: an uncompressed P-256 point, base64url.
    expect(Buffer.from(before.public_key, 'base64url')).toHaveLength(65)

    const endpoint = service.endpoint()
    const keys = browserKeys()
    const res = await someone.browser.post(PATH, { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } })
    expect(res.statusCode).toBe(201)
    const device = res.json()
    expect(Object.keys(device).sort()).toEqual(['created_at', 'id'])
    expect(res.body).not.toContain(endpoint)

    const listed = await someone.browser.get(PATH)
    expect(listed.json()).toEqual({ public_key: before.public_key, devices: [device] })
    expect(listed.body).not.toContain(endpoint)
    expect(listed.body).not.toContain(keys.auth)
  })

  it('answers the same device when the same browser subscribes again, with its new keys kept', async () => {
    const someone = await quickPerson(app)
    const { endpoint, device } = await subscribeDevice(someone.browser, service)
    const renewed = browserKeys()
    const again = await someone.browser.post(PATH, {
      endpoint,
      keys: { p256dh: renewed.p256dh, auth: renewed.auth },
    })
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(device)
    expect((await pushDevices(someone.browser)).devices).toEqual([device])
    const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))
    expect(row).toMatchObject({ p256dh: renewed.p256dh, auth: renewed.auth })
  })

  it('moves a browser to the person who subscribes it now, as a new device', async () => {
    const [first, second] = await quickPeople(app, 'first', 'second')
    const { endpoint, keys, device } = await subscribeDevice(first.browser, service)
    const res = await second.browser.post(PATH, { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } })
    expect(res.statusCode).toBe(201)
    expect(res.json().id).not.toBe(device.id)
    expect((await pushDevices(first.browser)).devices).toEqual([])
    expect((await pushDevices(second.browser)).devices).toEqual([res.json()])
  })

  it('turns push off on one device, then on all', async () => {
    const someone = await quickPerson(app)
    const phone = await subscribeDevice(someone.browser, service)
    const laptop = await subscribeDevice(someone.browser, service)
    const tablet = await subscribeDevice(someone.browser, service)

    expect((await someone.browser.delete(PATH, { endpoint: phone.endpoint })).statusCode).toBe(204)
    expect((await pushDevices(someone.browser)).devices).toEqual([laptop.device, tablet.device])
    // An endpoint no longer (or never) subscribed: nothing to tell, nothing changes.
    expect((await someone.browser.delete(PATH, { endpoint: phone.endpoint })).statusCode).toBe(204)
    expect((await someone.browser.delete(PATH, { endpoint: service.endpoint() })).statusCode).toBe(204)
    expect((await pushDevices(someone.browser)).devices).toHaveLength(2)

    expect((await someone.browser.delete(PATH, { all: true })).statusCode).toBe(204)
    expect((await pushDevices(someone.browser)).devices).toEqual([])
    expect(await storedEndpoints(someone.id)).toEqual([])
  })

  it("cannot turn off someone else's device by its endpoint", async () => {
    const [owner, other] = await quickPeople(app, 'owner', 'other')
    const { endpoint, device } = await subscribeDevice(owner.browser, service)
    expect((await other.browser.delete(PATH, { endpoint })).statusCode).toBe(204)
    expect((await other.browser.delete(PATH, { all: true })).statusCode).toBe(204)
    expect((await pushDevices(owner.browser)).devices).toEqual([device])
  })

  it(`refuses a device past ${MAX_PUSH_DEVICES} with a clear message, and still renews one of them`, async () => {
    const someone = await quickPerson(app)
    const devices = []
    for (let i = 0; i < MAX_PUSH_DEVICES; i++) devices.push(await subscribeDevice(someone.browser, service))
    const keys = browserKeys()
    const extra = { endpoint: service.endpoint(), keys: { p256dh: keys.p256dh, auth: keys.auth } }
    const refused = await someone.browser.post(PATH, extra)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({
      code: 'too_many_push_devices',
      message: `You get push on ${MAX_PUSH_DEVICES} devices already. Turn it off on one of them first.`,
    })
    expect(await storedEndpoints(someone.id)).not.toContain(extra.endpoint)
    const first = devices[0]!
    const renewed = await someone.browser.post(PATH, {
      endpoint: first.endpoint,
      keys: { p256dh: first.keys.p256dh, auth: first.keys.auth },
    })
    expect(renewed.statusCode).toBe(200)
    expect((await pushDevices(someone.browser)).devices).toHaveLength(MAX_PUSH_DEVICES)
  })

  it('is for signed-in people only, and a write needs the CSRF token', async () => {
    const visitor = new TestBrowser(app)
    expect((await visitor.get(PATH)).statusCode).toBe(401)
    const keys = browserKeys()
    const body = { endpoint: service.endpoint(), keys: { p256dh: keys.p256dh, auth: keys.auth } }
    expect((await visitor.post(PATH, body)).statusCode).toBe(401)
    const someone = await quickPerson(app)
    expect((await someone.browser.post(PATH, body, { auth: false })).statusCode).toBe(403)
    expect((await someone.browser.delete(PATH, { all: true }, { auth: false })).statusCode).toBe(403)
    expect(await storedEndpoints(someone.id)).toEqual([])
  })

  it('refuses a subscription that is not one (422, as every invalid body), and stores nothing', async () => {
    const someone = await quickPerson(app)
    const keys = browserKeys()
    for (const body of [
      { endpoint: 'not a url', keys: { p256dh: keys.p256dh, auth: keys.auth } },
      { endpoint: service.endpoint(), keys: { p256dh: 'not+base64url/', auth: keys.auth } },
      // base64url, but not a P-256 point and not a 16-byte secret: nothing could ever be sent to them.
      { endpoint: service.endpoint(), keys: { p256dh: keys.p256dh.slice(0, 43), auth: keys.auth } },
      { endpoint: service.endpoint(), keys: { p256dh: `A${keys.p256dh.slice(1)}`, auth: keys.auth } },
      { endpoint: service.endpoint(), keys: { p256dh: keys.p256dh, auth: `${keys.auth}AAAA` } },
      { endpoint: service.endpoint(), keys: { p256dh: keys.p256dh } },
      { endpoint: service.endpoint(), keys: { p256dh: keys.p256dh, auth: keys.auth }, extra: 1 },
    ]) {
      expect((await someone.browser.post(PATH, body)).statusCode).toBe(422)
    }
    expect((await someone.browser.delete(PATH, { all: false })).statusCode).toBe(422)
    expect(await storedEndpoints(someone.id)).toEqual([])
  })
})

describe('only to push services the server knows (SSRF)', () => {
  it('refuses endpoints elsewhere with a clear message, and stores nothing', async () => {
    const someone = await quickPerson(app)
    const keys = browserKeys()
    const refused = [
      // The cloud's metadata service, the server's own network and anything else.
      'http://169.254.169.254/latest/meta-data/',
      'https://169.254.169.254/latest/meta-data/',
      'http://127.0.0.1:5432/',
      'https://localhost/push/1',
      'https://push.evil.example/fcm/send/abc',
      // A known service, but not as browsers address it.
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://user:secret@fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/fcm/send/abc',
      'https://evilpush.services.mozilla.com/wpush/v2/abc',
      // The test's own push service on another port than the one listed.
      `http://127.0.0.1:1/push/1`,
    ]
    for (const endpoint of refused) {
      const res = await someone.browser.post(PATH, {
        endpoint,
        keys: { p256dh: keys.p256dh, auth: keys.auth },
      })
      expect(res.statusCode, endpoint).toBe(400)
      expect(res.json(), endpoint).toMatchObject({
        code: 'push_service_not_allowed',
        message: "This browser's push service is not one Kindred sends to, so push cannot be turned on here.",
      })
    }
    expect(await storedEndpoints(someone.id)).toEqual([])
  })

  it("accepts the browsers' push services and the hosts of PUSH_SERVICE_HOSTS", async () => {
    const someone = await quickPerson(app)
    const accepted = [
      'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB',
      'https://web.push.apple.com/QGh5dGVzdA',
      'https://api.push.apple.com/3/device/abc',
      service.endpoint(),
    ]
    for (const endpoint of accepted) {
      const keys = browserKeys()
      const res = await someone.browser.post(PATH, {
        endpoint,
        keys: { p256dh: keys.p256dh, auth: keys.auth },
      })
      expect(res.statusCode, endpoint).toBe(201)
    }
    expect((await storedEndpoints(someone.id)).sort()).toEqual([...accepted].sort())
  })
})

describe('export and erasure', () => {
  it('exports the devices by id and date, never their endpoints or keys', async () => {
    const someone = await quickPerson(app)
    const { endpoint, keys, device } = await subscribeDevice(someone.browser, service)
    const res = await someone.browser.get('/api/v1/account/export')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ push_devices: [device], push_last_sent_at: null })
    expect(res.body).not.toContain(endpoint)
    expect(res.body).not.toContain(keys.p256dh)
    expect(res.body).not.toContain(keys.auth)
  })

  it("removes an erased person's devices", async () => {
    const someone = await quickPerson(app)
    await subscribeDevice(someone.browser, service)
    await db.delete(users).where(eq(users.id, someone.id))
    expect(await storedEndpoints(someone.id)).toEqual([])
  })
})

describe('the limit on adding and removing devices', async () => {
  const limited = await buildTestApp({
    env: {
      PUSH_SERVICE_HOSTS: service.host,
      RATE_LIMITS: JSON.stringify({ pushDevicesPerUser: { limit: 3, windowMs: 3_600_000 } }),
    },
  })

  it('counts per person: past it a 429, and nothing more is stored; others are not held back', async () => {
    const [busy, other] = await quickPeople(limited, 'busy', 'other')
    await subscribeDevice(busy.browser, service)
    await subscribeDevice(busy.browser, service)
    expect((await busy.browser.delete(PATH, { all: true })).statusCode).toBe(204)
    const keys = browserKeys()
    const refused = await busy.browser.post(PATH, {
      endpoint: service.endpoint(),
      keys: { p256dh: keys.p256dh, auth: keys.auth },
    })
    expect(refused.statusCode).toBe(429)
    expect((await pushDevices(busy.browser)).devices).toEqual([])
    await subscribeDevice(other.browser, service)
  })
})
