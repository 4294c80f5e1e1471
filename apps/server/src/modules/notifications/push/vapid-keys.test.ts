import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { serverKeys } from '../../../db/schema'
import { ConfigError, loadConfig } from '../../../config'
import { isVapidPair } from '../../../config-push'
import { buildTestApp } from '../../../../test/build-test-app'
import { meToo, quickPeople, quickPerson, react } from '../../../../test/interaction-fixtures'
import { share } from '../../../../test/memory-fixtures'
import { startPushService, vapidOf } from '../../../../test/push-service'
import { pushDevices, runPushes, subscribeDevice } from '../../../../test/push-fixtures'
import { openTestDatabase, type TestDatabase } from '../../../../test/test-database'
import { generateVapidKeys, VAPID_SERVER_KEY } from './vapid-keys'

// The server's VAPID keys (issue 26): every subscription a browser made is bound to the public key
// it was given, so the key must be the same on every instance and after every restart, or come
// from VAPID_* when an operator sets them. On PGlite, and on PostgreSQL in the PostgreSQL run.

const service = await startPushService()
const env = { PUSH_SERVICE_HOSTS: service.host }

/** The public key a signed-in person's browser is given to subscribe with. */
async function publicKeyOf(app: FastifyInstance) {
  return (await pushDevices((await quickPerson(app)).browser)).public_key
}

/**
 * A new database as on a first start. (On PGlite each file's database is a copy of one prepared
 * by a started app, keys included: without this every PGlite database would have its keys.)
 */
async function firstStartDatabase() {
  const database = await openTestDatabase()
  await database.db.delete(serverKeys).where(eq(serverKeys.name, VAPID_SERVER_KEY))
  return database
}

/** The database as an app sees it, left open when that app closes (a restart keeps the data). */
const outliving = (database: TestDatabase): TestDatabase => ({ ...database, close: async () => {} })

// Each test here starts apps on databases of their own, two at once: with CI's two cores busy that
// once took 22 s on PGlite, past the suite's usual 20.
describe('the keys the server makes', { timeout: 60_000 }, () => {
  it('are made on the first start, kept in the database, and the same after a restart', async () => {
    const database = await firstStartDatabase()
    try {
      const first = await buildTestApp({ env, database: outliving(database) })
      const key = await publicKeyOf(first)
      await first.close()
      const [stored] = await database.db
        .select()
        .from(serverKeys)
        .where(eq(serverKeys.name, VAPID_SERVER_KEY))
      const pair = JSON.parse(stored!.value) as { publicKey: string; privateKey: string }
      expect(pair.publicKey).toBe(key)
      expect(isVapidPair(pair.publicKey, pair.privateKey)).toBe(true)

      const restarted = await buildTestApp({ env, database: outliving(database) })
      expect(await publicKeyOf(restarted)).toBe(key)
      await restarted.close()
    } finally {
      await database.close()
    }
  })

  it('are a new pair on another database', async () => {
    const [one, other] = await Promise.all([
      buildTestApp({ env, database: await firstStartDatabase() }),
      buildTestApp({ env, database: await firstStartDatabase() }),
    ])
    expect(await publicKeyOf(one)).not.toBe(await publicKeyOf(other))
  })

  if (process.env.KINDRED_TEST_DB === 'postgres')
    it('are the same on two instances that start at once on one database', async () => {
      const database = await firstStartDatabase()
      const [one, two] = await Promise.all([
        buildTestApp({ env, database }),
        buildTestApp({ env, database: await database.reopen!() }),
      ])
      const key = await publicKeyOf(one)
      expect(await publicKeyOf(two)).toBe(key)
      expect(await database.db.$count(serverKeys, eq(serverKeys.name, VAPID_SERVER_KEY))).toBe(1)
    })
})

describe('keys from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY', () => {
  it('are the ones browsers subscribe with and pushes are signed with; none is made', async () => {
    const keys = generateVapidKeys()
    const app = await buildTestApp({
      env: { ...env, VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey },
      database: await firstStartDatabase(),
    })
    const [author, giver] = await quickPeople(app, 'author', 'giver')
    expect((await pushDevices(author.browser)).public_key).toBe(keys.publicKey)
    const { endpoint } = await subscribeDevice(author.browser, service)
    const memory = await share(author.browser)
    expect((await react(giver.browser, meToo(memory.shareable_link))).statusCode).toBe(201)
    await runPushes(app)
    const [push] = await service.waitFor(endpoint)
    expect(vapidOf(push!).key).toBe(keys.publicKey)
    expect(await app.database.db.$count(serverKeys, eq(serverKeys.name, VAPID_SERVER_KEY))).toBe(0)
  })

  it('must be set together, and be one pair', () => {
    const keys = generateVapidKeys()
    const other = generateVapidKeys()
    const refusal = (vars: Record<string, string>) => {
      try {
        loadConfig(vars)
      } catch (err) {
        expect(err).toBeInstanceOf(ConfigError)
        return (err as Error).message
      }
      throw new Error('the configuration was accepted')
    }
    expect(refusal({ VAPID_PUBLIC_KEY: keys.publicKey })).toContain(
      'VAPID_PRIVATE_KEY must be set together with VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY',
    )
    expect(refusal({ VAPID_PRIVATE_KEY: keys.privateKey })).toContain('VAPID_PUBLIC_KEY must be set together')
    expect(refusal({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: other.privateKey })).toContain(
      'VAPID_PUBLIC_KEY must be the public half of VAPID_PRIVATE_KEY',
    )
    expect(refusal({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: keys.privateKey })).toContain(
      'VAPID_PUBLIC_KEY must be a base64url P-256 public key',
    )
    // A private key that is not one is named, never repeated (start-up errors end up in logs).
    const badPrivate = `${keys.privateKey}!`
    const message = refusal({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: badPrivate })
    expect(message).toContain('VAPID_PRIVATE_KEY must be a base64url P-256 private key')
    expect(message).not.toContain(keys.privateKey)
    expect(
      loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey }).push.vapidKeys,
    ).toEqual(keys)
  })
})

describe('the other push settings', () => {
  it('name who push services may write to: VAPID_SUBJECT, else the address of MAIL_FROM', () => {
    expect(loadConfig({ VAPID_SUBJECT: 'https://kindred.example/contact' }).push.vapidSubject).toBe(
      'https://kindred.example/contact',
    )
    expect(loadConfig({ MAIL_FROM: 'Kindred <care@kindred.example>' }).push.vapidSubject).toBe(
      'mailto:care@kindred.example',
    )
    expect(loadConfig({ APP_URL: 'https://kindred.example' }).push.vapidSubject).toBe(
      'mailto:no-reply@kindred.example',
    )
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://kindred.example' })).toThrow(
      'VAPID_SUBJECT must be a mailto: or https: URL',
    )
  })

  it('list extra push services as hosts, never as URLs', () => {
    expect(loadConfig({ PUSH_SERVICE_HOSTS: 'Push.Example.org, 127.0.0.1:8443' }).push.serviceHosts).toEqual([
      'push.example.org',
      '127.0.0.1:8443',
    ])
    expect(loadConfig({}).push.serviceHosts).toEqual([])
    expect(() => loadConfig({ PUSH_SERVICE_HOSTS: 'https://push.example.org/' })).toThrow(
      'PUSH_SERVICE_HOSTS must be host names or host:port',
    )
  })
})
