import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../../../../test/build-test-app'
import { googleTestbed, setCookie, START } from '../../../../test/google-testbed'
import { newEmail } from '../../../../test/identity-fixtures'
import { TestBrowser } from '../../../../test/test-browser'
import { safeReturnTo } from './return-to'

const { ISSUER, GOOGLE_ENV, app, newSubject, googleAccount, logsFrom, continueWithGoogle, failEvents } =
  await googleTestbed()

describe('Continue with Google: return_to', () => {
  const sub = newSubject()
  const email = newEmail('return-to')

  it.each([
    'https://evil.test',
    '//evil.test',
    '/\\evil.test',
    '/\\/evil.test',
    'javascript:alert(1)',
    '\t//evil.test',
    'evil.test',
    '/api/v1/auth/logout',
    '',
  ])('sends %j to /home', async (returnTo) => {
    googleAccount({ sub, email, email_verified: true })
    const browser = new TestBrowser(app)
    const { callback } = await continueWithGoogle(browser, { returnTo })
    expect(callback.statusCode).toBe(302)
    expect(callback.headers.location).toBe('/home')
    expect(browser.cookies.has('accessToken')).toBe(true)
  })

  it('keeps same-origin paths', () => {
    expect(safeReturnTo('/settings')).toBe('/settings')
    expect(safeReturnTo('/home?x=1')).toBe('/home?x=1')
    expect(safeReturnTo('/memories/abc#comments')).toBe('/memories/abc#comments')
    expect(safeReturnTo('/a/../settings')).toBe('/settings')
    expect(safeReturnTo('/café')).toBe('/caf%C3%A9')
    expect(safeReturnTo(undefined)).toBe('/home')
    expect(safeReturnTo(['/settings', '//evil.test'])).toBe('/home')
    expect(safeReturnTo('/x\r\nSet-Cookie: a=b')).toBe('/home')
  })
})

describe('Continue with Google: configuration', () => {
  it('is not offered without Google settings', async () => {
    const plain = await buildTestApp()
    expect((await plain.inject({ method: 'GET', url: '/api/v1/auth/providers' })).json()).toEqual({
      google: false,
    })
    expect((await plain.inject({ method: 'GET', url: START })).statusCode).toBe(404)
  })

  it('marks the attempt cookie Secure and uses the https redirect_uri when served over HTTPS', async () => {
    const secure = await buildTestApp({ env: { ...GOOGLE_ENV, APP_URL: 'https://kindred.example' } })
    const res = await secure.inject({ method: 'GET', url: START })
    expect(res.statusCode).toBe(302)
    expect(new URL(res.headers.location!).searchParams.get('redirect_uri')).toBe(
      'https://kindred.example/api/v1/auth/google/callback',
    )
    expect(setCookie(res, 'kindredOidc')).toMatch(/; Secure/)
  })

  it('refuses a provider whose discovery document names another issuer', async () => {
    // The mock calls itself http://localhost:port; configured as 127.0.0.1, the issuers differ.
    expect(ISSUER).toMatch(/^http:\/\/localhost:\d+$/)
    const misnamed = await buildTestApp({
      env: { ...GOOGLE_ENV, OIDC_ISSUER: ISSUER.replace('localhost', '127.0.0.1') },
    })
    const logs = logsFrom()
    const res = await misnamed.inject({ method: 'GET', url: START })
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe('/login?error=google')
    expect(failEvents(logs())).toMatchObject([{ reason: 'invalid-response' }])
  })

  it('refuses with a clear redirect when the provider cannot be reached', async () => {
    const unreachable = await buildTestApp({ env: { ...GOOGLE_ENV, OIDC_ISSUER: 'http://127.0.0.1:9' } })
    const logs = logsFrom()
    const res = await unreachable.inject({ method: 'GET', url: START })
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe('/login?error=google')
    expect(setCookie(res, 'kindredOidc')).toBeUndefined()
    expect(failEvents(logs())).toMatchObject([{ reason: 'provider-unreachable' }])
  })
})
