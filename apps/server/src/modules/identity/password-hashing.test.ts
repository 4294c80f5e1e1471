import { hash } from '@node-rs/argon2'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from '../../db/schema/index'
import { buildIdentityApp, GOOD_PASSWORD, signedUpBrowser } from '../../../test/identity-fixtures'
import { TestBrowser } from '../../../test/test-browser'
import { needsRehash, verifyPassword } from './password'

const { app, mailbox } = await buildIdentityApp()
const { db } = app.database

// OWASP / ASVS 11.4.2: argon2id, 19 MiB, 2 passes, 1 lane; a 16-byte salt and a 32-byte digest.
const CURRENT_PHC = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/

async function storedHash(email: string) {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.emailNormalized, email.toLowerCase()))
  return row!.passwordHash!
}

const setStoredHash = (email: string, passwordHash: string) =>
  db.update(users).set({ passwordHash }).where(eq(users.emailNormalized, email.toLowerCase()))

const login = (email: string, password: string) =>
  new TestBrowser(app).post('/api/v1/auth/login', { email, password })

describe('password storage', () => {
  it('stores an argon2id hash with the pinned parameters, salted, never the password', async () => {
    const first = await signedUpBrowser(app, mailbox)
    const second = await signedUpBrowser(app, mailbox)
    const [a, b] = [await storedHash(first.email), await storedHash(second.email)]
    expect(a).toMatch(CURRENT_PHC)
    expect(b).toMatch(CURRENT_PHC)
    // Same password, different salt: equal passwords are not visible in a database dump.
    expect(a).not.toBe(b)
    expect(a).not.toContain(GOOD_PASSWORD)
  })

  it('re-hashes a weaker stored hash with today parameters on the next successful login', async () => {
    const { email } = await signedUpBrowser(app, mailbox)
    const weak = await hash(GOOD_PASSWORD, { algorithm: 2, memoryCost: 4096, timeCost: 1, parallelism: 1 })
    await setStoredHash(email, weak)

    // A failed attempt proves nothing about the password, so nothing is rewritten.
    expect((await login(email, 'not the right passphrase')).statusCode).toBe(401)
    expect(await storedHash(email)).toBe(weak)

    expect((await login(email, GOOD_PASSWORD)).statusCode).toBe(200)
    const upgraded = await storedHash(email)
    expect(upgraded).not.toBe(weak)
    expect(upgraded).toMatch(CURRENT_PHC)
    expect(await verifyPassword(upgraded, GOOD_PASSWORD)).toBe(true)
    // And the person still signs in with the same password afterwards.
    expect((await login(email, GOOD_PASSWORD)).statusCode).toBe(200)
    expect(await storedHash(email)).toBe(upgraded)
  })

  it('leaves a current hash alone on login', async () => {
    const { email } = await signedUpBrowser(app, mailbox)
    const before = await storedHash(email)
    expect((await login(email, GOOD_PASSWORD)).statusCode).toBe(200)
    expect(await storedHash(email)).toBe(before)
  })
})

describe('needsRehash', () => {
  const pw = 'any password at all'
  const argon = (algorithm: 0 | 1 | 2, memoryCost: number, timeCost: number, parallelism: number) =>
    hash(pw, { algorithm, memoryCost, timeCost, parallelism })
  const cases: [name: string, rehash: boolean, stored: () => Promise<string>][] = [
    ['argon2id m=19456 t=2 p=1 (current)', false, () => argon(2, 19456, 2, 1)],
    ['argon2id with more memory and passes', false, () => argon(2, 65536, 3, 1)],
    ['argon2id with less memory', true, () => argon(2, 4096, 2, 1)],
    ['argon2id with one pass', true, () => argon(2, 19456, 1, 1)],
    ['argon2id with four lanes', true, () => argon(2, 19456, 2, 4)],
    ['argon2i', true, () => argon(1, 19456, 2, 1)],
    ['argon2d', true, () => argon(0, 19456, 2, 1)],
    ['argon2id version 16', true, async () => (await argon(2, 19456, 2, 1)).replace('$v=19$', '$v=16$')],
    ['bcrypt', true, async () => '$2b$12$R9h/cIPz0gi.URNNX3kh2OPST9/PgBkqquzi.Ss7KIUgO2t0jWMUW'],
    ['not a hash', true, async () => 'plain text'],
  ]

  it.each(cases)('%s → needs a re-hash: %s', async (_name, expected, make) => {
    expect(needsRehash(await make())).toBe(expected)
  })
})
