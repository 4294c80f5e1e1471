import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { MODERATION_QUEUE_PATHS } from '@kindred/contract/moderation-queue'
import { buildIdentityApp, GOOD_PASSWORD, newEmail, signedUpBrowser } from '../test/identity-fixtures'
import { liftedLimits } from '../test/lifted-limits'
import { tokenFrom } from '../test/mailbox'
import { TestBrowser } from '../test/test-browser'
import { runCreateAdmin } from './admin-commands'
import { users } from './db/schema'

// `npm run admin -- create-admin <email>` (the command line itself has its system test): a fresh
// install's first admin gets an account with no password, sets one through "Forgot password?" like
// anyone who forgot theirs, signs in, and moderates.

const { app, mailbox } = await buildIdentityApp({
  RATE_LIMITS: liftedLimits('loginPerIp', 'mailRequestsPerIp', 'tokenConfirmationsPerIp'),
})
const { db } = app.database

const accountOf = async (email: string) =>
  (await db.select().from(users).where(eq(users.emailNormalized, email.toLowerCase())))[0]

describe('create-admin', () => {
  it('makes an admin with a gentle name, no password and an unverified address', async () => {
    const email = newEmail('first-admin')
    const result = await runCreateAdmin(db, email)
    const account = await accountOf(email)
    expect(account).toMatchObject({ email, role: 'admin', passwordHash: null, emailVerifiedAt: null })
    expect(account!.displayName).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/)
    expect(result).toEqual({
      text: `Created: ${account!.displayName} is an admin. They set a password with “Forgot password?” on the sign-in page.`,
      failed: false,
    })
    expect(result.text).not.toContain(email)
  })

  it('lets that person set a password by the emailed link, sign in and open the moderation queue', async () => {
    const email = newEmail('new-admin')
    await runCreateAdmin(db, email)
    const browser = new TestBrowser(app)
    // No password yet: nothing to sign in with until they set one.
    expect((await browser.post('/api/v1/auth/login', { email, password: GOOD_PASSWORD })).statusCode).toBe(
      401,
    )

    expect((await browser.post('/api/v1/auth/password/forgot', { email })).statusCode).toBe(202)
    const mail = await mailbox.waitFor(email, /Reset your Kindred password/)
    const token = tokenFrom(mail, '/auth/reset-password')
    const reset = await browser.post('/api/v1/auth/password/reset', { token, password: GOOD_PASSWORD })
    expect(reset.statusCode).toBe(200)
    // The link proved the address, so signing in needs no other confirmation.
    expect((await accountOf(email))!.emailVerifiedAt).not.toBeNull()

    const login = await browser.post('/api/v1/auth/login', { email, password: GOOD_PASSWORD })
    expect(login.statusCode).toBe(200)
    expect(login.json()).toMatchObject({ user: { role: 'admin', email_verified: true, has_password: true } })
    expect((await browser.get(MODERATION_QUEUE_PATHS.queue)).statusCode).toBe(200)
  })

  it('refuses an address that has an account, in any case, and changes nothing', async () => {
    const { email } = await signedUpBrowser(app, mailbox)
    const before = await db.select().from(users).orderBy(users.id)
    const result = await runCreateAdmin(db, email.toUpperCase())
    expect(result.failed).toBe(true)
    expect(result.text).toContain('An account already uses that email address. Nothing was created')
    expect(result.text).not.toContain(email)
    expect(await db.select().from(users).orderBy(users.id)).toEqual(before)
    expect((await accountOf(email))!.role).toBe('user')
  })
})
