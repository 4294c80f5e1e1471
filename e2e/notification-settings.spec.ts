import { signedInNewAccount } from './fixtures/accounts'
import { expectAccessibleInBothThemes } from './fixtures/axe'
import { expect, test } from './fixtures/test'

// Issue 26's settings and unsubscribe page, on the real server. The unsubscribe page's success is
// the one answer stubbed: a real signed link only comes in a notification mail, five minutes after
// something new at the earliest; the server tests follow that link from a real mail
// (apps/server/src/modules/notifications/email/unsubscribe-and-settings.test.ts).

const UNSUBSCRIBE = '/api/v1/notifications/email/unsubscribe'

// The browser's own zone, so the first daily summary comes at the person's hour.
test.use({ timezoneId: 'Europe/Berlin' })

test('a person chooses a daily summary at their hour; the settings say what email and push show, and are axe clean in both themes', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  await signedInNewAccount(page, request, 'email-settings')
  await page.goto('/settings')
  const email = page.getByRole('region', { name: 'Email' })
  // Off for everyone until they choose.
  await expect(email.getByRole('radio', { name: 'No emails' })).toBeChecked()

  await email.getByRole('radio', { name: 'One daily summary' }).check()
  // Discreet unless the person opts into more.
  await expect(email.getByRole('checkbox', { name: 'Show titles and names in my emails' })).not.toBeChecked()
  await expect(email.getByLabel('Time zone')).toHaveValue('Europe/Berlin')
  await email.getByLabel('Hour of the daily summary').selectOption('7')
  await expect(email.getByLabel('Hour of the daily summary')).toHaveValue('7')
  await expect(email.getByLabel('Hour of the daily summary')).toBeEnabled()

  // What the server kept is what the page shows after a reload.
  await page.reload()
  await expect(email.getByRole('radio', { name: 'One daily summary' })).toBeChecked()
  await expect(email.getByLabel('Hour of the daily summary')).toHaveValue('7')
  await expect(email.getByLabel('Time zone')).toHaveValue('Europe/Berlin')
  await expect(email.getByText(/by the unsubscribe link/)).toHaveCount(0)

  const push = page.getByRole('region', { name: 'Notifications on your devices' })
  await expect(push.getByText('No device gets notifications from Kindred.')).toBeVisible()
  // Nothing asked the browser's permission on the way here: only a click on a button would.
  expect(await page.evaluate(() => Notification.permission)).toBe('default')
  await expectAccessibleInBothThemes(page, 'settings with email and push')
})

test('the unsubscribe page turns nothing off until the button is pressed; a link the server did not sign is refused', async ({
  page,
  health,
}) => {
  // The refusal is an answer the page expects and shows; the browser logs it as a failed request.
  health.expectedErrors.push(/status of 400/)
  const posts: string[] = []
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === UNSUBSCRIBE) posts.push(sent.method())
  })
  await page.goto('/email/unsubscribe?token=1.0.not-a-signature')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Turn off email from Kindred')
  await expectAccessibleInBothThemes(page, 'the unsubscribe page')
  expect(posts).toEqual([])

  await page.getByRole('button', { name: 'Turn off email' }).click()
  await expect(
    page.getByRole('heading', { level: 2, name: 'This link is not valid or was already used' }),
  ).toBeFocused()
  expect(posts).toEqual(['POST'])
})

test('the unsubscribe page says it is done when the server turned email off (answer stubbed)', async ({
  page,
}) => {
  await page.route(
    (url) => url.pathname === UNSUBSCRIBE,
    (route) => route.fulfill({ json: { email: { mode: 'off' } } }),
  )
  await page.goto('/email/unsubscribe?token=a-signed-token')
  await page.getByRole('button', { name: 'Turn off email' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Email is turned off' })).toBeFocused()
  await expectAccessibleInBothThemes(page, 'the unsubscribe page, done')
})
