import { eq, ne } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { MODERATION_QUEUE_PATHS } from '@kindred/contract/moderation-queue'
import { buildIdentityApp, GOOD_PASSWORD, newEmail, signedUpBrowser } from '../test/identity-fixtures'
import { liftedLimits } from '../test/lifted-limits'
import { tokenFrom } from '../test/mailbox'
import { TestBrowser } from '../test/test-browser'
import { runCreateAdmin } from './admin-commands'
import { users } from './db/schema'

// `npm run admin -- create-admin <email>` (the command line itself has its system test): a fresh
// install's first admin gets an account with no password, sets one through "Forgot your password?"
// like anyone who forgot theirs, signs in, and moderates; and is told that appeals need a second
// moderator (decision 038).

const { app, mailbox } = await buildIdentityApp({
  RATE_LIMITS: liftedLimits('loginPerIp', 'mailRequestsPerIp', 'tokenConfirmationsPerIp'),
})
const { db } = app.database

const accountOf = async (email: string) =>
  (await db.select().from(users).where(eq(users.emailNormalized, email.toLowerCase())))[0]

const APP = 'https://kindred.example'

describe('create-admin', () => {
  it('makes an admin with a gentle name, no password and an unverified address, and says what to do next', async () => {
    // A fresh install: nobody moderates yet.
    expect(await db.select().from(users).where(ne(users.role, 'user'))).toEqual([])
    const email = newEmail('first-admin')
    const result = await runCreateAdmin(db, email, APP)
    const account = await accountOf(email)
    expect(account).toMatchObject({ email, role: 'admin', passwordHash: null, emailVerifiedAt: null })
    expect(account!.displayName).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/)
    // Set a password, then (nobody decides an appeal of their own decision) add a second moderator.
    expect(result).toEqual({
      text: [
        `Created: ${account!.displayName} is an admin.`,
        '',
        'What to do next:',
        '  1. Set a password: open https://kindred.example/login, choose “Forgot your password?” and enter',
        '     this address. The emailed link sets the password and confirms the address.',
        '  2. Add a second moderator. People can appeal a moderator’s decision, and nobody decides an',
        '     appeal of their own decision: while you are the only moderator, appeals wait.',
        '     Once someone you trust has a Kindred account, add them under “Moderators” at',
        '     https://kindred.example/moderation, or run:',
        '       npm run admin -- grant-moderator <their email address>',
      ].join('\n'),
      failed: false,
    })
    expect(result.text).not.toContain(email)
  })

  it('does not ask for a second moderator when someone else moderates already', async () => {
    const email = newEmail('second-admin')
    const { text, failed } = await runCreateAdmin(db, email, APP)
    expect(failed).toBe(false)
    expect(text).toContain('Set a password: open https://kindred.example/login')
    expect(text).not.toContain('second moderator')
    expect(text).not.toContain('grant-moderator')
  })

  it('lets that person set a password by the emailed link, sign in and open the moderation queue', async () => {
    const email = newEmail('new-admin')
    await runCreateAdmin(db, email, APP)
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
    const result = await runCreateAdmin(db, email.toUpperCase(), APP)
    expect(result.failed).toBe(true)
    expect(result.text).toContain('An account already uses that email address. Nothing was created')
    expect(result.text).not.toContain(email)
    expect(await db.select().from(users).orderBy(users.id)).toEqual(before)
    expect((await accountOf(email))!.role).toBe('user')
  })
})
