import { describe, expect, it } from 'vitest'
import { UserResponseSchema } from '@kindred/contract/identity'
import { buildIdentityApp, GOOD_PASSWORD, newEmail, signedUpBrowser } from '../../../test/identity-fixtures'
import { tokenFrom } from '../../../test/mailbox'
import { TestBrowser } from '../../../test/test-browser'

const { app, mailbox } = await buildIdentityApp()

describe('registration and email verification', () => {
  it('registers, emails a link with the token in the fragment, and the link signs in', async () => {
    const email = newEmail()
    const browser = new TestBrowser(app)
    const res = await browser.post('/api/v1/auth/register', {
      email,
      password: GOOD_PASSWORD,
      display_name: 'Quiet Heron',
    })
    expect(res.statusCode).toBe(202)
    expect(browser.cookies.size).toBe(0)

    const mail = await mailbox.waitFor(email, /Confirm your email/)
    expect(mail.text).toContain('http://localhost:3000/auth/verify#token=')
    expect(mail.text).toContain('Hello Quiet Heron')
    const token = tokenFrom(mail, '/auth/verify')

    const verified = await browser.post('/api/v1/auth/verify-email', { token })
    expect(verified.statusCode).toBe(200)
    const { user } = UserResponseSchema.parse(verified.json())
    expect(user).toMatchObject({
      email,
      display_name: 'Quiet Heron',
      email_verified: true,
      has_password: true,
      role: 'user',
    })
    expect([...browser.cookies.keys()].sort()).toEqual(['accessToken', 'csrfToken', 'refreshToken'])

    const me = await browser.get('/api/v1/auth/me')
    expect(me.statusCode).toBe(200)
    expect(me.json().user.email).toBe(email)
  })

  it('sets session cookies HttpOnly, SameSite=Strict, Path=/, and never puts a token in a body', async () => {
    const email = newEmail()
    const browser = new TestBrowser(app)
    await browser.post('/api/v1/auth/register', { email, password: GOOD_PASSWORD })
    const token = tokenFrom(await mailbox.waitFor(email, /Confirm/), '/auth/verify')
    const res = await browser.post('/api/v1/auth/verify-email', { token })
    const setCookies = ([] as string[]).concat(res.headers['set-cookie'] ?? [])
    const byName = (name: string) => setCookies.find((c) => c.startsWith(`${name}=`))!
    for (const name of ['accessToken', 'refreshToken']) {
      expect(byName(name)).toMatch(/; HttpOnly/)
      expect(byName(name)).toMatch(/; SameSite=Strict/)
      expect(byName(name)).toMatch(/; Path=\//)
      expect(byName(name)).not.toMatch(/Domain=/)
    }
    expect(byName('csrfToken')).not.toMatch(/HttpOnly/)
    expect(byName('csrfToken')).toMatch(/; SameSite=Strict/)
    for (const value of browser.cookies.values()) {
      expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect(res.body).not.toContain(value)
    }
  })

  it('answers a signed-in request without the CSRF header as a visitor', async () => {
    const { browser } = await signedUpBrowser(app, mailbox)
    expect((await browser.get('/api/v1/auth/me', { auth: false })).statusCode).toBe(401)
    expect((await browser.get('/api/v1/auth/me')).statusCode).toBe(200)
  })

  it('uses each verification link once', async () => {
    const email = newEmail()
    const browser = new TestBrowser(app)
    await browser.post('/api/v1/auth/register', { email, password: GOOD_PASSWORD })
    const token = tokenFrom(await mailbox.waitFor(email, /Confirm/), '/auth/verify')
    expect((await browser.post('/api/v1/auth/verify-email', { token })).statusCode).toBe(200)
    const again = await new TestBrowser(app).post('/api/v1/auth/verify-email', { token })
    expect(again.statusCode).toBe(400)
    expect(again.json().code).toBe('INVALID_TOKEN')
  })

  it('answers an existing verified address exactly like a new one, and tells its owner', async () => {
    const { email } = await signedUpBrowser(app, mailbox)
    const fresh = await new TestBrowser(app).post('/api/v1/auth/register', {
      email: newEmail(),
      password: GOOD_PASSWORD,
    })
    const known = await new TestBrowser(app).post('/api/v1/auth/register', {
      email,
      password: 'another good passphrase',
    })
    expect(known.statusCode).toBe(fresh.statusCode)
    expect(known.body).toBe(fresh.body)
    await mailbox.waitFor(email, /Someone tried to create a Kindred account/)
    const login = await new TestBrowser(app).post('/api/v1/auth/login', { email, password: GOOD_PASSWORD })
    expect(login.statusCode).toBe(200)
  })

  it('gives an unverified address to whoever registers it last, voiding older links', async () => {
    const email = newEmail()
    await new TestBrowser(app).post('/api/v1/auth/register', { email, password: 'first passphrase here' })
    const first = tokenFrom(await mailbox.waitFor(email, /Confirm/), '/auth/verify')
    await new TestBrowser(app).post('/api/v1/auth/register', { email, password: GOOD_PASSWORD })
    await expect.poll(() => mailbox.sentTo(email).length).toBe(2)
    const second = tokenFrom(mailbox.sentTo(email)[1]!, '/auth/verify')
    expect((await new TestBrowser(app).post('/api/v1/auth/verify-email', { token: first })).statusCode).toBe(
      400,
    )
    expect((await new TestBrowser(app).post('/api/v1/auth/verify-email', { token: second })).statusCode).toBe(
      200,
    )
    expect(
      (await new TestBrowser(app).post('/api/v1/auth/login', { email, password: 'first passphrase here' }))
        .statusCode,
    ).toBe(401)
    expect(
      (await new TestBrowser(app).post('/api/v1/auth/login', { email, password: GOOD_PASSWORD })).statusCode,
    ).toBe(200)
  })

  it.each([
    ['too short (9)', 'x'.repeat(9), 422, 'VALIDATION_FAILED'],
    ['too long (129)', 'x'.repeat(129), 422, 'VALIDATION_FAILED'],
    ['a common password', 'qwertyuiop', 422, 'COMMON_PASSWORD'],
    ['a common password with digits added', 'Password1234', 422, 'COMMON_PASSWORD'],
    ['exactly 128 characters', 'y'.repeat(128), 202, undefined],
    ['15 characters, no composition rules', 'a'.repeat(15), 202, undefined],
  ])('checks the password: %s', async (_what, password, status, code) => {
    const res = await new TestBrowser(app).post('/api/v1/auth/register', { email: newEmail(), password })
    expect(res.statusCode).toBe(status)
    if (code) {
      expect(res.json().code).toBe(code)
      expect(res.json().fields[0].path).toBe('body.password')
    }
  })

  it('refuses extra fields such as a role (mass assignment)', async () => {
    const res = await new TestBrowser(app).post('/api/v1/auth/register', {
      email: newEmail(),
      password: GOOD_PASSWORD,
      role: 'admin',
    })
    expect(res.statusCode).toBe(422)
  })

  it('checks the password exactly as typed', async () => {
    const { email } = await signedUpBrowser(app, mailbox)
    for (const variant of [GOOD_PASSWORD.toUpperCase(), `${GOOD_PASSWORD} `, GOOD_PASSWORD.slice(0, -1)]) {
      expect(
        (await new TestBrowser(app).post('/api/v1/auth/login', { email, password: variant })).statusCode,
      ).toBe(401)
    }
  })

  it('offers a gentle pseudonym', async () => {
    const res = await new TestBrowser(app).get('/api/v1/auth/display-name-suggestion')
    expect(res.json().display_name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/)
  })
})
