import type { Page } from '@playwright/test'
import type { User } from '@kindred/contract/identity'
import { CSRF_COOKIE, CSRF_HEADER } from '@kindred/contract/http'
import { expectAccessibleInBothThemes } from './fixtures/axe'
import { uniqueEmail } from './fixtures/mail'
import { signInToGoogle, type GoogleAccount } from './fixtures/oidc-provider'
import { expect, test } from './fixtures/test'

// "Continue with Google" against a real local OpenID provider (e2e/fixtures/oidc-provider.ts): the
// browser really goes app → provider → app, and the server really redeems the code and checks the
// signed ID token. The provider is a different site from the app, as Google is.

const CALLBACK = '/api/v1/auth/google/callback'
const UNVERIFIED_MESSAGE =
  'Google has not confirmed that email address, so we could not use it to sign you in. Please sign in with your email and password instead.'
const FAILED_MESSAGE =
  'Signing in with Google did not work this time. Please try again, or sign in with your email.'

function newGoogleAccount(label: string, emailVerified = true): GoogleAccount {
  return {
    sub: `google-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
    email: uniqueEmail(`google-${label}`),
    email_verified: emailVerified,
  }
}

/** Follows "Continue with Google"; returns the code and state the provider sent back with the browser. */
async function continueWithGoogle(page: Page) {
  const callback = page.waitForRequest((request) => new URL(request.url()).pathname === CALLBACK)
  await page.getByRole('link', { name: 'Continue with Google' }).click()
  const back = new URL((await callback).url())
  return { code: back.searchParams.get('code'), state: back.searchParams.get('state') }
}

function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' })
}

async function expectSignedIn(page: Page) {
  await expect(mainNav(page).getByRole('button', { name: 'Sign out' })).toBeVisible()
  const cookies = (await page.context().cookies()).map((cookie) => cookie.name)
  expect(cookies).toEqual(expect.arrayContaining(['accessToken', 'refreshToken', 'csrfToken']))
  // The attempt is over: its sealed state cookie is gone.
  expect(cookies).not.toContain('kindredOidc')
}

async function expectSignedOut(page: Page) {
  await expect(mainNav(page).getByRole('link', { name: 'Sign in' })).toBeVisible()
  await expect(mainNav(page).getByRole('button', { name: 'Sign out' })).toHaveCount(0)
  const cookies = (await page.context().cookies()).map((cookie) => cookie.name)
  for (const name of ['accessToken', 'refreshToken', 'kindredOidc']) expect(cookies).not.toContain(name)
}

/**
 * GET /me from the page, "sending authentication" as the app does: the session cookies plus the
 * readable CSRF cookie echoed in its header.
 */
function meStatus(page: Page) {
  return page.evaluate(
    async ({ cookie, header }) => {
      const csrf = document.cookie
        .split('; ')
        .find((c) => c.startsWith(`${cookie}=`))
        ?.slice(cookie.length + 1)
      const response = await fetch('/api/v1/auth/me', { headers: csrf ? { [header]: csrf } : {} })
      return { status: response.status, body: response.ok ? ((await response.json()) as unknown) : null }
    },
    { cookie: CSRF_COOKIE, header: CSRF_HEADER },
  )
}

/** The signed-in person, as the server tells this browser. */
async function me(page: Page): Promise<User> {
  const { status, body } = await meStatus(page)
  expect(status).toBe(200)
  return (body as { user: User }).user
}

/** Everything in localStorage and sessionStorage, as `key=value` lines. */
function webStorage(page: Page) {
  return page.evaluate(() =>
    [localStorage, sessionStorage]
      .flatMap((storage) =>
        Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? '').map(
          (key) => `${key}=${storage.getItem(key) ?? ''}`,
        ),
      )
      .join('\n'),
  )
}

/** From /settings, signed out: its "sign in" link leads to /login, which returns to /settings afterwards. */
async function signInFromSettings(page: Page) {
  await page.goto('/settings')
  await page.getByRole('main').getByRole('link', { name: 'sign in', exact: true }).click()
  await expect(page).toHaveURL('/login')
  return continueWithGoogle(page)
}

test('a new person continues with Google: signed in where they came from, linked, no password; sign out', async ({
  page,
  context,
}) => {
  const account = newGoogleAccount('new')
  await signInToGoogle(context, account)
  const { code, state } = await signInFromSettings(page)
  expect(code).toBeTruthy()
  expect(state).toBeTruthy()

  await expectSignedIn(page)
  await expect(page).toHaveURL('/settings')
  expect(page.url()).not.toMatch(/code=|state=/)

  // Nothing from the exchange or the session reaches web storage, nor who the person is at Google.
  const stored = await webStorage(page)
  expect(stored).toContain('"signedIn":true')
  const sessionCookies = (await context.cookies()).filter((cookie) =>
    ['accessToken', 'refreshToken'].includes(cookie.name),
  )
  for (const secret of [code!, state!, account.sub, account.email, ...sessionCookies.map((c) => c.value)]) {
    expect(stored).not.toContain(secret)
  }
  expect(stored, 'no JWT (ID or access token)').not.toMatch(/eyJ[\w-]+\.eyJ/)

  // A new account: Google's verified address, linked to Google, no password.
  await expect(page.getByText(`You sign in with ${account.email}.`)).toBeVisible()
  await expect(page.getByText('You sign in with Google.')).toBeVisible()
  await expect(page.getByRole('form', { name: 'Set a password' })).toBeVisible()
  await expect(page.getByRole('form', { name: 'Change your password' })).toHaveCount(0)
  await expect(page.getByLabel('Your current password')).toHaveCount(0)
  await expect(
    page.getByRole('region', { name: 'Where you are signed in' }).getByText('This device'),
  ).toBeVisible()
  expect(await me(page)).toMatchObject({
    email: account.email,
    email_verified: true,
    google_linked: true,
    has_password: false,
  })

  await mainNav(page).getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL('/')
  await expectSignedOut(page)
  expect(await webStorage(page)).toContain('"signedIn":false')
})

// Back from Google onto /home: /home resets the login-in-progress indicator (seed §2) before the
// lazily loaded session check runs, so bootstrap hands the check what it read before the first render.
test('straight from the login page: lands on /home signed in', async ({ page, context }) => {
  await signInToGoogle(context, newGoogleAccount('home'))
  await page.goto('/login')
  await continueWithGoogle(page)
  await expect(page).toHaveURL('/home')
  await expect(page.getByRole('heading', { level: 1, name: 'Your space' })).toBeVisible()
  await expectSignedIn(page)
  expect(page.url()).not.toMatch(/code=|state=/)
  expect(await webStorage(page)).toContain('"signedIn":true')
})

test('a returning person (same Google subject) signs in to the same account', async ({ page, context }) => {
  const account = newGoogleAccount('returning')
  await signInToGoogle(context, account)
  await signInFromSettings(page)
  await expectSignedIn(page)
  await expect(page.getByText(`You sign in with ${account.email}.`)).toBeVisible()
  // Sign out once the page has settled: requests still under way would end in 401s.
  await expect(
    page.getByRole('region', { name: 'Where you are signed in' }).getByText('This device'),
  ).toBeVisible()
  const first = await me(page)
  await mainNav(page).getByRole('button', { name: 'Sign out' }).click()
  await expectSignedOut(page)

  // Since then the person changed the address on their Google account; the subject stays the same.
  await signInToGoogle(context, { ...account, email: uniqueEmail('google-changed') })
  await signInFromSettings(page)
  await expectSignedIn(page)
  await expect(page).toHaveURL('/settings')
  await expect(page.getByText(`You sign in with ${account.email}.`)).toBeVisible()
  await expect(page.getByText('You sign in with Google.')).toBeVisible()

  const again = await me(page)
  expect(again.public_id).toBe(first.public_id)
  expect(again.display_name).toBe(first.display_name)
  expect(again.email).toBe(account.email)
})

test('a Google email that is not verified: back on the login page with a clear message, not signed in', async ({
  page,
  context,
  health,
}) => {
  // Back from the provider the app asks who signed in; the 401 is the expected "nobody".
  health.expectedErrors.push(/status of 401/)
  await signInToGoogle(context, newGoogleAccount('unverified', false))
  await page.goto('/login')
  await continueWithGoogle(page)

  await expect(page).toHaveURL('/login?error=google-unverified')
  await expect(page.getByRole('alert').filter({ hasText: UNVERIFIED_MESSAGE })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  await expectSignedOut(page)
  expect((await meStatus(page)).status).toBe(401)
  await expect.poll(() => webStorage(page)).toContain('"loginInProgress":false')
  expect(await webStorage(page)).toContain('"signedIn":false')
  await expectAccessibleInBothThemes(page, 'login, Google email not verified')
})

test('someone who cancels at Google: back on the login page, told it did not work, not signed in', async ({
  page,
  health,
}) => {
  health.expectedErrors.push(/status of 401/)
  // No account at the provider in this browser: it answers error=access_denied.
  await page.goto('/login')
  await continueWithGoogle(page)

  await expect(page).toHaveURL('/login?error=google')
  await expect(page.getByRole('alert').filter({ hasText: FAILED_MESSAGE })).toBeVisible()
  await expectSignedOut(page)
  await expect(page.getByRole('link', { name: 'Continue with Google' })).toBeVisible()
})
