import { randomBytes } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { capturedLogs } from '../../../test/build-test-app'
import { buildIdentityApp } from '../../../test/identity-fixtures'
import { tokenFrom } from '../../../test/mailbox'
import { TestBrowser } from '../../../test/test-browser'

const { app, mailbox } = await buildIdentityApp()

// Distinctive values: if any of them reaches a log line, a grep finds it (security-bar §1.12).
const tag = randomBytes(4).toString('hex')
const canary = {
  email: `canary-mail-${tag}@example.org`,
  newEmail: `canary-newmail-${tag}@example.org`,
  password: `canary-pass-one-${tag}`,
  wrongPassword: `canary-wrong-${tag}`,
  resetPassword: `canary-pass-two-${tag}`,
}
/** Every secret the journey meets: the canaries above, then each emailed token and cookie value. */
const secrets = new Map<string, string>(Object.entries(canary))
const keepCookies = (browser: TestBrowser, step: string) => {
  for (const [name, value] of browser.cookies) secrets.set(`${step} cookie ${name}`, value)
}

/** Register, verify, sign in (wrong, then right), forgot, reset, change email, sign out. */
async function journey() {
  const browser = new TestBrowser(app)
  const expectStatus = async (status: number, res: Promise<{ statusCode: number; body: string }>) => {
    const r = await res
    expect(r.statusCode, r.body).toBe(status)
  }
  await expectStatus(
    202,
    browser.post('/api/v1/auth/register', { email: canary.email, password: canary.password }),
  )
  const verifyToken = tokenFrom(await mailbox.waitFor(canary.email, /Confirm your email/), '/auth/verify')
  secrets.set('verification token', verifyToken)
  await expectStatus(200, browser.post('/api/v1/auth/verify-email', { token: verifyToken }))
  keepCookies(browser, 'verified')

  await expectStatus(
    401,
    browser.post('/api/v1/auth/login', { email: canary.email, password: canary.wrongPassword }),
  )
  await expectStatus(
    200,
    browser.post('/api/v1/auth/login', { email: canary.email, password: canary.password }),
  )
  keepCookies(browser, 'signed in')
  await expectStatus(200, browser.post('/api/v1/auth/refresh'))
  keepCookies(browser, 'refreshed')

  await expectStatus(202, browser.post('/api/v1/auth/password/forgot', { email: canary.email }))
  const resetMail = await mailbox.waitFor(canary.email, /Reset your Kindred password/)
  const resetToken = tokenFrom(resetMail, '/auth/reset-password')
  secrets.set('reset token', resetToken)
  await expectStatus(
    200,
    browser.post('/api/v1/auth/password/reset', { token: resetToken, password: canary.resetPassword }),
  )
  await expectStatus(
    200,
    browser.post('/api/v1/auth/login', { email: canary.email, password: canary.resetPassword }),
  )
  keepCookies(browser, 'after reset')

  await expectStatus(
    202,
    browser.post('/api/v1/auth/email/change/request', {
      new_email: canary.newEmail,
      current_password: canary.resetPassword,
    }),
  )
  const changeMail = await mailbox.waitFor(canary.newEmail, /Confirm your new email/)
  const changeToken = tokenFrom(changeMail, '/auth/confirm-email')
  secrets.set('change-email token', changeToken)
  await expectStatus(200, browser.post('/api/v1/auth/email/change/confirm', { token: changeToken }))
  await expectStatus(204, browser.post('/api/v1/auth/logout'))
}

describe('logs during a whole identity journey', () => {
  let logs = ''
  beforeAll(async () => {
    await journey()
    logs = capturedLogs.join('')
  })

  it('never contain a password, an email address, an emailed token or a cookie value', () => {
    expect(secrets.size).toBeGreaterThan(15)
    for (const [what, value] of secrets) {
      expect(logs.includes(value), `${what} appears in the logs`).toBe(false)
      // Also the local part alone, in case an address is logged cut up or re-encoded.
      if (value.includes('@')) expect(logs.includes(value.split('@')[0]!), `${what} (local part)`).toBe(false)
    }
  })

  it('record the sign-in as a structured event', () => {
    expect(logs).toContain('"event":"auth.login.success"')
  })

  it('record the failed sign-in as a structured event too (ASVS 16.3.1)', () => {
    expect(logs).toContain('"event":"auth.login.fail"')
  })
})
