import { describe, expect, it } from 'vitest'
import { UserResponseSchema } from '@kindred/contract/identity'
import { MINUTE } from '../../../lib/clock'
import { TEST_ORIGIN } from '../../../../test/build-test-app'
import { CALLBACK_PATH, googleTestbed, setCookie, START } from '../../../../test/google-testbed'
import { GOOD_PASSWORD, newEmail, signedUpBrowser } from '../../../../test/identity-fixtures'
import { TestBrowser } from '../../../../test/test-browser'

const {
  ISSUER,
  CLIENT_ID,
  app,
  mailbox,
  clock,
  newSubject,
  googleAccount,
  sessionCount,
  userRow,
  logsFrom,
  continueWithGoogle,
  expectRefused,
  failEvents,
} = await googleTestbed()

describe('Continue with Google: the start', () => {
  it('redirects to the provider with PKCE S256, state, nonce, our redirect_uri and the openid scopes', async () => {
    const browser = new TestBrowser(app)
    const res = await browser.get(`${START}?return_to=/settings`, { auth: false })
    expect(res.statusCode).toBe(302)
    expect(res.headers['cache-control']).toBe('no-store')
    const url = new URL(res.headers.location!)
    expect(`${url.origin}${url.pathname}`).toBe(`${ISSUER}/authorize`)
    const p = url.searchParams
    expect(p.get('response_type')).toBe('code')
    expect(p.get('client_id')).toBe(CLIENT_ID)
    expect(p.get('redirect_uri')).toBe(`${TEST_ORIGIN}${CALLBACK_PATH}`)
    expect(p.get('scope')).toBe('openid email profile')
    expect(p.get('code_challenge_method')).toBe('S256')
    expect(p.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(p.get('state')).toMatch(/^[A-Za-z0-9_-]{32,}$/)
    expect(p.get('nonce')).toMatch(/^[A-Za-z0-9_-]{32,}$/)

    // A second attempt gets fresh values.
    const again = new URL((await new TestBrowser(app).get(START, { auth: false })).headers.location!)
    for (const name of ['state', 'nonce', 'code_challenge'])
      expect(again.searchParams.get(name)).not.toBe(p.get(name))
  })

  it('keeps the attempt in a sealed, HttpOnly, SameSite=Lax cookie on the Google path for 10 minutes', async () => {
    const browser = new TestBrowser(app)
    const res = await browser.get(START, { auth: false })
    const cookie = setCookie(res, 'kindredOidc')!
    expect(cookie).toMatch(/; HttpOnly/)
    expect(cookie).toMatch(/; SameSite=Lax/)
    expect(cookie).toMatch(/; Path=\/api\/v1\/auth\/google(;|$)/)
    expect(cookie).toMatch(/; Max-Age=600/)
    expect(cookie).not.toMatch(/Domain=/)
    expect(cookie).not.toMatch(/Secure/) // plain-HTTP test origin; Secure under HTTPS (below)
    // Neither the state nor the nonce can be read from it.
    const value = browser.cookies.get('kindredOidc')!
    const params = new URL(res.headers.location!).searchParams
    expect(value).not.toContain(params.get('state'))
    expect(Buffer.from(value, 'base64url').toString('latin1')).not.toContain(params.get('nonce'))
  })

  it('is described in the OpenAPI document', async () => {
    const spec = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json()
    expect(spec.paths[START].get.parameters).toMatchObject([{ in: 'query', name: 'return_to' }])
    expect(spec.paths[CALLBACK_PATH].get.tags).toEqual(['identity'])
  })

  it('answers the providers question', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/auth/providers' })
    expect(res.json()).toEqual({ google: true })
  })
})

describe('Continue with Google: signing in', () => {
  it('creates a verified, password-less account with a pseudonym for a new person and lands on return_to', async () => {
    const email = newEmail('new-google')
    const sub = newSubject()
    googleAccount({ sub, email, email_verified: true, name: 'Real Name', given_name: 'Real' })
    const browser = new TestBrowser(app)
    const { callback } = await continueWithGoogle(browser, { returnTo: '/settings?tab=privacy#top' })

    expect(callback.statusCode).toBe(302)
    expect(callback.headers.location).toBe('/settings?tab=privacy#top')
    expect(callback.headers['cache-control']).toBe('no-store')
    expect([...browser.cookies.keys()].sort()).toEqual(['accessToken', 'csrfToken', 'refreshToken'])
    expect(setCookie(callback, 'accessToken')).toMatch(/SameSite=Strict/)
    expect(setCookie(callback, 'kindredOidc')).toMatch(/^kindredOidc=;.*Path=\/api\/v1\/auth\/google/)

    const me = await browser.get('/api/v1/auth/me')
    expect(me.statusCode).toBe(200)
    const { user } = UserResponseSchema.parse(me.json())
    expect(user).toMatchObject({ email, email_verified: true, has_password: false, google_linked: true })
    expect(user.display_name).not.toMatch(/Real/)
    expect(user.display_name).toMatch(/^\S+ \S+$/)

    const row = (await userRow(email))!
    expect(row.googleSubject).toBe(sub)
    expect(row.passwordHash).toBeNull()
    expect(row.googleAuthAt?.getTime()).toBe(clock.now().getTime())
  })

  it('signs a returning person in by their Google subject, even after their Google email changed', async () => {
    const email = newEmail('returning')
    const sub = newSubject()
    googleAccount({ sub, email, email_verified: true })
    const browser = new TestBrowser(app)
    await continueWithGoogle(browser)
    const first = UserResponseSchema.parse((await browser.get('/api/v1/auth/me')).json()).user
    const oldSession = browser.clone()

    clock.advance(5 * MINUTE)
    googleAccount({ sub, email: newEmail('renamed'), email_verified: true })
    const { callback } = await continueWithGoogle(browser)
    expect(callback.headers.location).toBe('/home')
    const again = UserResponseSchema.parse((await browser.get('/api/v1/auth/me')).json()).user
    expect(again.public_id).toBe(first.public_id)
    expect(again.email).toBe(email)
    expect((await userRow(email))!.googleAuthAt?.getTime()).toBe(clock.now().getTime())
    // Like password login, signing in again in the same browser ends the session it had.
    expect((await oldSession.get('/api/v1/auth/me')).statusCode).toBe(401)
  })

  it('links an existing password account with the same email when Google says the email is verified', async () => {
    const { email, password } = await signedUpBrowser(app, mailbox, newEmail('linked'))
    const before = (await userRow(email))!
    const sub = newSubject()
    googleAccount({ sub, email: email.toUpperCase(), email_verified: true })
    const browser = new TestBrowser(app)
    const { callback } = await continueWithGoogle(browser, { returnTo: '/memories' })

    expect(callback.headers.location).toBe('/memories')
    const { user } = UserResponseSchema.parse((await browser.get('/api/v1/auth/me')).json())
    expect(user).toMatchObject({
      public_id: before.publicId,
      email,
      has_password: true,
      google_linked: true,
      email_verified: true,
    })
    const after = (await userRow(email))!
    expect(after.googleSubject).toBe(sub)
    expect(after.passwordHash).toBe(before.passwordHash)
    expect(after.displayName).toBe(before.displayName)
    // The password still works too.
    expect((await new TestBrowser(app).post('/api/v1/auth/login', { email, password })).statusCode).toBe(200)
  })

  it('gives an account it makes the language of the browser it is made in; one it links keeps its own', async () => {
    const email = newEmail('google-es')
    googleAccount({ sub: newSubject(), email, email_verified: true })
    await continueWithGoogle(new TestBrowser(app).speaking('es-ES,es;q=0.9'))
    expect((await userRow(email))!.language).toBe('es')

    // Signed up from a browser that named no language: English, and linking from a Spanish one keeps it.
    const { email: linked } = await signedUpBrowser(app, mailbox, newEmail('linked-en'))
    googleAccount({ sub: newSubject(), email: linked, email_verified: true })
    await continueWithGoogle(new TestBrowser(app).speaking('es-ES,es;q=0.9'))
    expect((await userRow(linked))!).toMatchObject({ googleSubject: expect.any(String), language: 'en' })
  })

  it('refuses to link a password account when Google says the email is not verified', async () => {
    const { email } = await signedUpBrowser(app, mailbox, newEmail('unverified-at-google'))
    const before = (await userRow(email))!
    const sessionsBefore = await sessionCount()
    const logs = logsFrom()
    googleAccount({ sub: newSubject(), email, email_verified: false })
    const browser = new TestBrowser(app)
    const { callback } = await continueWithGoogle(browser)

    expectRefused(callback, browser, '/login?error=google-unverified')
    expect(await sessionCount()).toBe(sessionsBefore)
    expect(await userRow(email)).toEqual(before)
    expect(failEvents(logs())).toMatchObject([{ reason: 'email-unverified' }])
  })

  it('treats a missing or non-boolean email_verified as not verified', async () => {
    const { email } = await signedUpBrowser(app, mailbox, newEmail('string-verified'))
    const before = (await userRow(email))!
    const sessionsBefore = await sessionCount()
    for (const emailVerified of [undefined, 'true']) {
      googleAccount({ sub: newSubject(), email, email_verified: emailVerified })
      const browser = new TestBrowser(app)
      expectRefused((await continueWithGoogle(browser)).callback, browser, '/login?error=google-unverified')
    }
    expect(await sessionCount()).toBe(sessionsBefore)
    expect(await userRow(email)).toEqual(before)
  })

  it('makes no account for an address Google has not verified', async () => {
    const email = newEmail('new-unverified')
    const sessionsBefore = await sessionCount()
    googleAccount({ sub: newSubject(), email, email_verified: false })
    const browser = new TestBrowser(app)
    expectRefused((await continueWithGoogle(browser)).callback, browser, '/login?error=google-unverified')
    expect(await userRow(email)).toBeUndefined()
    expect(await sessionCount()).toBe(sessionsBefore)
  })

  it('takes over a never-verified registration: the squatter’s password stops working', async () => {
    const email = newEmail('pre-registered')
    const squatter = new TestBrowser(app)
    expect(
      (await squatter.post('/api/v1/auth/register', { email, password: GOOD_PASSWORD })).statusCode,
    ).toBe(202)
    googleAccount({ sub: newSubject(), email, email_verified: true })
    const browser = new TestBrowser(app)
    await continueWithGoogle(browser)
    const { user } = UserResponseSchema.parse((await browser.get('/api/v1/auth/me')).json())
    expect(user).toMatchObject({ email, email_verified: true, has_password: false, google_linked: true })
    const login = await squatter.post('/api/v1/auth/login', { email, password: GOOD_PASSWORD })
    expect(login.statusCode).toBe(401)
  })

  it('does not re-link an account that is already linked to another Google account', async () => {
    const email = newEmail('linked-elsewhere')
    googleAccount({ sub: newSubject(), email, email_verified: true })
    await continueWithGoogle(new TestBrowser(app))
    const before = (await userRow(email))!
    const sessionsBefore = await sessionCount()

    googleAccount({ sub: newSubject(), email, email_verified: true })
    const browser = new TestBrowser(app)
    expectRefused((await continueWithGoogle(browser)).callback, browser)
    expect(await userRow(email)).toEqual(before)
    expect(await sessionCount()).toBe(sessionsBefore)
  })
})
