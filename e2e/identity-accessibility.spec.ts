import { signedInNewAccount } from './fixtures/accounts'
import { expectAccessibleInBothThemes } from './fixtures/axe'
import { uniqueEmail } from './fixtures/mail'
import { expect, test } from './fixtures/test'

// The identity screens in the states a person meets beyond their first view (accessibility.spec.ts
// covers every route as it first appears).

// Each journey runs axe four times (two states, two themes): more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 })

test('axe: sign-in with errors, in both themes', async ({ page, health }) => {
  health.expectedErrors.push(/status of 401/)
  await page.goto('/login')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('group', { name: 'Something needs another look' })).toBeFocused()
  await expectAccessibleInBothThemes(page, 'login, empty form')

  await page.getByLabel('Email address').fill(uniqueEmail('axe'))
  await page.getByLabel('Password', { exact: true }).fill('not the right passphrase')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('group', { name: /do not match an account/ })).toBeVisible()
  await expectAccessibleInBothThemes(page, 'login, wrong password')
})

test('axe: registration with errors and after sending, in both themes', async ({ page }) => {
  await page.goto('/register')
  await page.getByLabel('Password', { exact: true }).fill('short')
  await page.getByRole('button', { name: 'Create my account' }).click()
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true')
  await expectAccessibleInBothThemes(page, 'register, errors')

  await page.getByLabel('Email address').fill(uniqueEmail('axe-register'))
  await page.getByLabel('Password', { exact: true }).fill('a calm and rather long passphrase')
  await page.getByRole('button', { name: 'Create my account' }).click()
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()
  await expectAccessibleInBothThemes(page, 'register, check your email')
})

test('axe: an expired email link, and the reset form, in both themes', async ({ page, health }) => {
  health.expectedErrors.push(/status of 400/)
  const token = 'A'.repeat(43)
  await page.goto(`/auth/verify#token=${token}`)
  await expect(page.getByRole('heading', { name: 'This link has expired or was already used' })).toBeVisible()
  await expectAccessibleInBothThemes(page, 'verify, expired link')

  await page.goto(`/auth/reset-password#token=${token}`)
  await expect(page.getByLabel('New password', { exact: true })).toBeVisible()
  expect(page.url()).not.toContain(token)
  await expectAccessibleInBothThemes(page, 'reset password form')
})

test('axe: the account settings, with the delete confirmation open, in both themes', async ({
  page,
  request,
}) => {
  await signedInNewAccount(page, request, 'axe-settings')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click()
  await expect(
    page.getByRole('region', { name: 'Where you are signed in' }).getByText('This device'),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Delete my account…' }).click()
  await expect(page.getByRole('heading', { name: 'Are you sure?' })).toBeFocused()
  await expectAccessibleInBothThemes(page, 'settings, signed in')
})
