import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { authTokens, users } from '../../db/schema/index'
import { buildIdentityApp, GOOD_PASSWORD, newEmail, signedUpBrowser } from '../../../test/identity-fixtures'
import { tokenFrom } from '../../../test/mailbox'
import { liftedLimits } from '../../../test/lifted-limits'
import { TestBrowser } from '../../../test/test-browser'

const { app, mailbox } = await buildIdentityApp({
  RATE_LIMITS: liftedLimits('loginPerIp', 'mailRequestsPerIp', 'tokenConfirmationsPerIp'),
})
const { db } = app.database
const NEW_PASSWORD = 'a brand new passphrase'

const login = (email: string, password: string) =>
  new TestBrowser(app).post('/api/v1/auth/login', { email, password })
const me = (browser: TestBrowser) => browser.get('/api/v1/auth/me')
const refresh = (browser: TestBrowser) => browser.post('/api/v1/auth/refresh')

const userRow = async (email: string) =>
  (await db.select().from(users).where(eq(users.emailNormalized, email.toLowerCase())))[0]
const pendingTokens = async (email: string, kind: 'change_email' | 'change_password') => {
  const user = await userRow(email)
  return db.$count(authTokens, and(eq(authTokens.userId, user!.id), eq(authTokens.kind, kind)))
}

/** A person signed in on two browsers. */
async function onTwoBrowsers() {
  const { browser: first, email } = await signedUpBrowser(app, mailbox)
  const second = new TestBrowser(app)
  expect((await second.post('/api/v1/auth/login', { email, password: GOOD_PASSWORD })).statusCode).toBe(200)
  return { first, second, email }
}

/**
 * Mail goes out in queue order, so once a mail asked for later has arrived, anything asked for
 * earlier has been sent too: after this, "nothing arrived" means nothing was sent.
 */
async function flushMail() {
  const { email } = await signedUpBrowser(app, mailbox)
  await new TestBrowser(app).post('/api/v1/auth/password/forgot', { email })
  await mailbox.waitFor(email, /Reset your Kindred password/)
}

/** The new password signs in, the old one no longer does, and the person is told by email. */
async function expectPasswordChanged(email: string) {
  expect((await login(email, GOOD_PASSWORD)).statusCode).toBe(401)
  expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200)
  await mailbox.waitFor(email, /Your Kindred password was changed/)
}

describe('resetting a forgotten password', () => {
  it('ends every session, does not sign in, swaps the passwords and sends a notice', async () => {
    const { first, second, email } = await onTwoBrowsers()
    const stranger = new TestBrowser(app)
    await stranger.post('/api/v1/auth/password/forgot', { email })
    const token = tokenFrom(
      await mailbox.waitFor(email, /Reset your Kindred password/),
      '/auth/reset-password',
    )

    const res = await stranger.post('/api/v1/auth/password/reset', { token, password: NEW_PASSWORD })
    expect(res.statusCode).toBe(200)
    expect(stranger.cookies.has('accessToken')).toBe(false)
    expect(stranger.cookies.has('refreshToken')).toBe(false)
    for (const browser of [first, second]) {
      expect((await me(browser)).statusCode).toBe(401)
      expect((await refresh(browser)).statusCode).toBe(401)
    }
    await expectPasswordChanged(email)
  })
})

describe('changing the password while signed in', () => {
  it('asks for the current password: 422 when missing, 403 when wrong, and changes nothing', async () => {
    const { browser, email } = await signedUpBrowser(app, mailbox)
    const hashBefore = (await userRow(email))!.passwordHash
    const missing = await browser.post('/api/v1/auth/password/change/request', {})
    expect(missing.statusCode).toBe(422)
    expect(missing.json().fields[0].path).toBe('body.current_password')
    const wrong = await browser.post('/api/v1/auth/password/change/request', {
      current_password: 'not my passphrase at all',
    })
    expect(wrong.statusCode).toBe(403)
    expect((await userRow(email))!.passwordHash).toBe(hashBefore)
    expect(await pendingTokens(email, 'change_password')).toBe(0)
  })

  it('keeps the confirming session, ends the others, and sends a notice', async () => {
    const { first, second, email } = await onTwoBrowsers()
    const requested = await first.post('/api/v1/auth/password/change/request', {
      current_password: GOOD_PASSWORD,
    })
    expect(requested.statusCode).toBe(202)
    const mail = await mailbox.waitFor(email, /Change your Kindred password/)
    const token = tokenFrom(mail, '/auth/confirm-password')

    const res = await first.post('/api/v1/auth/password/change/confirm', { token, password: NEW_PASSWORD })
    expect(res.statusCode).toBe(200)
    expect((await me(first)).statusCode).toBe(200)
    expect((await refresh(first)).statusCode).toBe(200)
    expect((await me(second)).statusCode).toBe(401)
    expect((await refresh(second)).statusCode).toBe(401)
    await expectPasswordChanged(email)
  })
})

describe('changing the email address', () => {
  it('asks for the current password and sends nothing without it', async () => {
    const { browser, email } = await signedUpBrowser(app, mailbox)
    const newAddress = newEmail('new')
    const missing = await browser.post('/api/v1/auth/email/change/request', { new_email: newAddress })
    expect(missing.statusCode).toBe(422)
    const wrong = await browser.post('/api/v1/auth/email/change/request', {
      new_email: newAddress,
      current_password: 'not my passphrase at all',
    })
    expect(wrong.statusCode).toBe(403)
    expect(await pendingTokens(email, 'change_email')).toBe(0)
    await flushMail()
    expect(mailbox.sentTo(newAddress)).toEqual([])
  })

  it('notifies the old address, links from the new one, and switches only when the link is opened', async () => {
    const { browser, email } = await signedUpBrowser(app, mailbox)
    const newAddress = newEmail('new')
    const res = await browser.post('/api/v1/auth/email/change/request', {
      new_email: newAddress,
      current_password: GOOD_PASSWORD,
    })
    expect(res.statusCode).toBe(202)

    const notice = await mailbox.waitFor(email, /Your Kindred email is being changed/)
    expect(notice.text).toContain(newAddress)
    const link = await mailbox.waitFor(newAddress, /Confirm your new email/)
    const token = tokenFrom(link, '/auth/confirm-email')
    // The old address gets word of it, never the link that would complete it.
    for (const mail of mailbox.sentTo(email)) expect(mail.text).not.toContain(token)

    expect((await userRow(email))?.email).toBe(email)
    expect((await me(browser)).json().user.email).toBe(email)
    expect((await login(newAddress, GOOD_PASSWORD)).statusCode).toBe(401)

    const confirmed = await new TestBrowser(app).post('/api/v1/auth/email/change/confirm', { token })
    expect(confirmed.statusCode).toBe(200)
    expect((await userRow(newAddress))?.email).toBe(newAddress)
    expect(await userRow(email)).toBeUndefined()
    expect((await login(newAddress, GOOD_PASSWORD)).statusCode).toBe(200)
    expect((await login(email, GOOD_PASSWORD)).statusCode).toBe(401)
  })

  it('answers the same for an address that has an account, and sends that address nothing', async () => {
    const { email: taken } = await signedUpBrowser(app, mailbox)
    const mailsBefore = mailbox.sentTo(taken).length
    const asker = await signedUpBrowser(app, mailbox)
    const other = await signedUpBrowser(app, mailbox)

    const toTaken = await asker.browser.post('/api/v1/auth/email/change/request', {
      new_email: taken.toUpperCase(),
      current_password: GOOD_PASSWORD,
    })
    const toFree = await other.browser.post('/api/v1/auth/email/change/request', {
      new_email: newEmail('free'),
      current_password: GOOD_PASSWORD,
    })
    expect(toTaken.statusCode).toBe(202)
    expect(toTaken.body).toBe(toFree.body)

    await flushMail()
    expect(mailbox.sentTo(taken)).toHaveLength(mailsBefore)
    expect(await pendingTokens(asker.email, 'change_email')).toBe(0)
    expect((await userRow(asker.email))?.email).toBe(asker.email)
  })

  it('stops a pending email change once the password is reset', async () => {
    // Someone who knew the password asks to move the account to their own address. The owner
    // gets the notice, which tells them to change the password: that must void the pending link.
    const { browser: intruder, email } = await signedUpBrowser(app, mailbox)
    const theirs = newEmail('intruder')
    await intruder.post('/api/v1/auth/email/change/request', {
      new_email: theirs,
      current_password: GOOD_PASSWORD,
    })
    const link = tokenFrom(await mailbox.waitFor(theirs, /Confirm your new email/), '/auth/confirm-email')
    await new TestBrowser(app).post('/api/v1/auth/password/forgot', { email })
    const reset = tokenFrom(
      await mailbox.waitFor(email, /Reset your Kindred password/),
      '/auth/reset-password',
    )
    const res = await new TestBrowser(app).post('/api/v1/auth/password/reset', {
      token: reset,
      password: NEW_PASSWORD,
    })
    expect(res.statusCode).toBe(200)

    const confirmed = await new TestBrowser(app).post('/api/v1/auth/email/change/confirm', { token: link })
    expect(confirmed.statusCode).toBe(400)
    expect((await userRow(email))?.email).toBe(email)
  })

  it('gives one address to one account when two confirm it at the same time, and never a 500', async () => {
    // A real race on PostgreSQL: both see the address free, the unique index stops the second.
    const contested = newEmail('contested')
    const links: string[] = []
    for (const person of [await signedUpBrowser(app, mailbox), await signedUpBrowser(app, mailbox)]) {
      const seen = mailbox.sentTo(contested).length
      await person.browser.post('/api/v1/auth/email/change/request', {
        new_email: contested,
        current_password: GOOD_PASSWORD,
      })
      const mail = await mailbox.waitFor(contested, /Confirm your new email/, { skip: seen })
      links.push(tokenFrom(mail, '/auth/confirm-email'))
    }
    const results = await Promise.all(
      links.map((token) => new TestBrowser(app).post('/api/v1/auth/email/change/confirm', { token })),
    )
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400])
    expect(results.find((r) => r.statusCode === 400)?.json().code).toBe('INVALID_TOKEN')
  })
})
