import { describe, expect, it } from 'vitest'
import { buildIdentityApp, GOOD_PASSWORD, newEmail } from '../../../test/identity-fixtures'
import { tokenFrom } from '../../../test/mailbox'
import { TestBrowser } from '../../../test/test-browser'

// Served over HTTPS (APP_URL https://…), the session cookies carry the __Host- prefix and Secure
// (SPEC §3.4, ASVS 3.3.1/3.3.3), and the whole flow works with them.
const ORIGIN = 'https://kindred.example'
const { app, mailbox } = await buildIdentityApp({ APP_URL: ORIGIN })
const asOurSite = { headers: { origin: ORIGIN } }

describe('cookies under HTTPS', () => {
  it('are __Host- prefixed, Secure, Path=/ and without Domain, and sign the person in', async () => {
    const email = newEmail()
    const browser = new TestBrowser(app)
    expect(
      (await browser.post('/api/v1/auth/register', { email, password: GOOD_PASSWORD }, asOurSite)).statusCode,
    ).toBe(202)
    const mail = await mailbox.waitFor(email, /Confirm your email/)
    expect(mail.text).toContain(`${ORIGIN}/auth/verify#token=`)

    const res = await browser.post(
      '/api/v1/auth/verify-email',
      { token: tokenFrom(mail, '/auth/verify') },
      asOurSite,
    )
    expect(res.statusCode).toBe(200)
    const setCookies = ([] as string[]).concat(res.headers['set-cookie'] ?? [])
    for (const name of ['__Host-accessToken', '__Host-refreshToken', '__Host-csrfToken']) {
      const cookie = setCookies.find((c) => c.startsWith(`${name}=`))
      expect(cookie, name).toBeDefined()
      expect(cookie).toMatch(/; Secure/)
      expect(cookie).toMatch(/; Path=\//)
      expect(cookie).not.toMatch(/Domain=/)
    }
    expect(setCookies.some((c) => /^(accessToken|refreshToken|csrfToken)=/.test(c))).toBe(false)
    expect((await browser.get('/api/v1/auth/me', asOurSite)).statusCode).toBe(200)
    expect((await browser.post('/api/v1/auth/refresh', {}, asOurSite)).statusCode).toBe(200)
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000')
  })
})
