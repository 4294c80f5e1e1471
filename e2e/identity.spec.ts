import type { Page } from '@playwright/test'
import { registerThroughTheForm, PASSWORD, signedInNewAccount } from './fixtures/accounts'
import { linkFromEmail, uniqueEmail } from './fixtures/mail'
import { expect, test } from './fixtures/test'
import { arriveInYourSpace } from './fixtures/your-space'

test('register, open the link from the email, signed in, sign out', async ({ page, request }) => {
  const email = uniqueEmail('journey')
  await registerThroughTheForm(page, email)
  await expect(
    page.getByText("If this address can be used, we've sent a link to it. It works for 24 hours."),
  ).toBeVisible()

  const link = await linkFromEmail(request, email, '/auth/verify')
  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1, name: 'Your space' })).toBeVisible()
  await expect(page).toHaveURL('/home')
  await expect(page.getByRole('alert')).toHaveText(/^Your email address is verified, and you are signed in\./)
  expect(await page.evaluate(() => location.href)).not.toContain('token')

  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(nav.getByRole('link', { name: 'Settings' })).toBeVisible()
  const cookieNames = (await page.context().cookies()).map((cookie) => cookie.name)
  expect(cookieNames).toEqual(expect.arrayContaining(['accessToken', 'refreshToken', 'csrfToken']))
  const stored = await page.evaluate(() => localStorage.getItem('kindred-cookie') ?? '')
  expect(stored).toContain('"signedIn":true')
  expect(stored).not.toContain(email)

  await nav.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('heading', { level: 1, name: /A quiet place/ })).toBeVisible()
  await expect(page).toHaveURL('/')
  // The news was about that page: it does not follow the person, signed out, elsewhere.
  await expect(page.getByText(/Your email address is verified/)).toHaveCount(0)
  await expect(nav.getByRole('link', { name: 'Sign in' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Create account' })).toBeVisible()
  const after = (await page.context().cookies()).map((cookie) => cookie.name)
  expect(after).not.toContain('accessToken')
  expect(after).not.toContain('refreshToken')
  expect(await page.evaluate(() => localStorage.getItem('kindred-cookie') ?? '')).toContain(
    '"signedIn":false',
  )
})

test('opening a verification link while someone is signed in: confirmed, and the verified person is signed in', async ({
  page,
  request,
  health,
}) => {
  // The app checks the stored session as it starts while the link signs in the new person, which
  // ends the old session: that check may be answered 401 and is retried with the new session.
  health.expectedErrors.push(/status of 401/)
  await signedInNewAccount(page, request, 'already-in')
  const email = uniqueEmail('second-account')
  const registered = await request.post('/api/v1/auth/register', { data: { email, password: PASSWORD } })
  expect(registered.status()).toBe(202)

  await page.goto(await linkFromEmail(request, email, '/auth/verify'))
  await expect(page.getByRole('heading', { level: 1, name: 'Your space' })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveText(/^Your email address is verified, and you are signed in\./)
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrfToken')!.value
  const me = await page.request.get('/api/v1/auth/me', { headers: { 'x-csrf-token': csrf } })
  const { user } = (await me.json()) as { user: { email: string; public_id: string } }
  expect(user.email).toBe(email)
  // The app's own idea of who is signed in agrees with the server.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('kindred-cookie') ?? ''))
    .toContain(user.public_id)
})

test('a wrong password: one generic message, the email kept, nobody signed out', async ({ page, health }) => {
  // Chromium reports the 401 answer itself in the console; it is the expected answer here.
  health.expectedErrors.push(/status of 401/)
  const email = uniqueEmail('wrong-password')
  await page.goto('/login')
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('not the right passphrase')
  await page.getByRole('button', { name: 'Sign in' }).click()

  const summary = page.getByRole('group', {
    name: 'That email and password do not match an account. Please check them and try again.',
  })
  await expect(summary).toBeVisible()
  await expect(summary).toBeFocused()
  await expect(page.getByLabel('Email address')).toHaveValue(email)
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('not the right passphrase')
  await expect(page).toHaveURL('/login')
  await expect(page.getByText('Access forbidden!')).toHaveCount(0)
})

test('the right password before confirming the email: explained, with a new link on request', async ({
  page,
  health,
}) => {
  health.expectedErrors.push(/status of 403/)
  const email = uniqueEmail('unconfirmed')
  await registerThroughTheForm(page, email)
  await page.goto('/login')
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Please confirm your email first' })).toBeFocused()
  await page.getByRole('button', { name: 'Send the link again' }).click()
  await expect(page.getByText(/we have sent a new link to it/)).toBeVisible()
})

/**
 * Marks the page's document, so a journey can tell that what follows happened without a reload
 * (a link that differs only by its #token=… does not load the page again).
 */
async function markTheDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
}
const stillTheSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true)

/** Signs out from the header (behind Menu on a phone). */
async function signOut(page: Page) {
  const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' })
  if (await menu.isVisible()) await menu.click()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign out' }).click()
}

// Emailed links pasted into the tab that asked for them (issue 23), on a phone and a desktop.
for (const [where, viewport] of [
  ['on a phone', { width: 390, height: 844 }],
  ['on a desktop', { width: 1366, height: 900 }],
] as const) {
  test(`${where}: asked for a password reset, then pasted the emailed link into the same tab: a new password, without reloading`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport)
    const { email } = await signedInNewAccount(page, request, 'paste-reset')
    await signOut(page)
    await expect(page).toHaveURL('/')

    await page.goto('/login')
    await page.getByRole('link', { name: 'Forgot your password?' }).click()
    await expect(page).toHaveURL('/auth/reset-password')
    // The address changes before the page's code has loaded, while the sign-in form (with its own
    // "Email address") is still on screen: fill in the reset form itself.
    const forgot = page.getByRole('form', { name: 'Send a password reset link' })
    await forgot.getByLabel('Email address').fill(email)
    await forgot.getByRole('button', { name: 'Email me a link' }).click()
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()
    await markTheDocument(page)

    // Into the address bar of the tab that asked: the address differs only by its #token=….
    const link = await linkFromEmail(request, email, '/auth/reset-password')
    expect(new URL(link).pathname).toBe('/auth/reset-password')
    await page.goto(link)
    const password = page.getByLabel('New password', { exact: true })
    await expect(password).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Check your email' })).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeFocused()
    expect(await stillTheSameDocument(page)).toBe(true)
    expect(await page.evaluate(() => location.href)).not.toContain('token')

    const newPassword = 'a new and equally long passphrase'
    await password.fill(newPassword)
    await page.getByRole('button', { name: 'Save my new password' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
    await expect(page.getByText(/Your new password is saved/)).toBeVisible()
    await page.getByLabel('Email address').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(newPassword)
    await arriveInYourSpace(page, () => page.getByRole('button', { name: 'Sign in' }).click())
  })

  test(`${where}: a confirmation link cut short, a new one asked for and pasted into the same tab: confirmed and signed in, without reloading`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport)
    const email = uniqueEmail('paste-verify')
    await registerThroughTheForm(page, email)
    const first = await linkFromEmail(request, email, '/auth/verify')
    // The mail program cut the link short.
    await page.goto(first.slice(0, -20))
    await expect(page.getByRole('heading', { name: 'This link is not complete' })).toBeVisible()
    await page.getByLabel('Email address').fill(email)
    await page.getByRole('button', { name: 'Send me a new link' }).click()
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()
    await markTheDocument(page)

    const second = await linkFromEmail(request, email, '/auth/verify', 2)
    await arriveInYourSpace(page, () => page.goto(second))
    await expect(page.getByRole('alert')).toHaveText(
      /^Your email address is verified, and you are signed in\./,
    )
    expect(await stillTheSameDocument(page)).toBe(true)
    expect(await page.evaluate(() => location.href)).not.toContain('token')
  })
}
