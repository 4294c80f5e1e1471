import { signedInNewAccount, PASSWORD } from './fixtures/accounts'
import { expectAccessibleInBothThemes } from './fixtures/axe'
import { expectNoSidewaysScroll } from './fixtures/layout'
import { ROUTES } from './fixtures/routes'
import { expect, test } from './fixtures/test'
import { arriveInYourSpace } from './fixtures/your-space'

// Signed out, /home says what "Your space" is and how to sign in, and signing in from there comes
// back to it; signed in, it holds "Your guide". No page anyone can reach says "Coming soon"
// (issue 34, item 6).

const SCREENS = [
  { name: 'a phone', width: 390, height: 844 },
  { name: 'a laptop', width: 1366, height: 900 },
]

for (const screen of SCREENS) {
  test(`on ${screen.name}, signed out, /home says what the space holds and signing in from it comes back to it`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(90_000)
    const { email } = await signedInNewAccount(page, request, 'space-signed-out')

    const viewport = { width: screen.width, height: screen.height }
    const context = await browser.newContext({ viewport })
    try {
      const visitor = await context.newPage()
      await visitor.goto('/home')
      await expect(visitor.getByRole('heading', { level: 1, name: 'Your space' })).toBeVisible()
      const about = visitor.getByRole('region', { name: 'What you find here once signed in' })
      await expect(about).toContainText('The memories you shared')
      await expect(about).toContainText('Your guide')
      await expect(visitor.getByText('Coming soon')).toHaveCount(0)
      await expect(visitor.getByText(/still building/)).toHaveCount(0)
      await expectNoSidewaysScroll(visitor, `/home signed out on ${screen.name}`)
      await expectAccessibleInBothThemes(visitor, `/home signed out on ${screen.name}`)

      // On a phone the header's menu may be open after the theme check: the link in the page.
      await visitor.reload()
      await visitor.getByRole('main').getByRole('link', { name: 'Sign in to see your space' }).click()
      await expect(visitor).toHaveURL(/\/login$/)
      await visitor.getByLabel('Email address').fill(email)
      await visitor.getByLabel('Password', { exact: true }).fill(PASSWORD)
      await arriveInYourSpace(visitor, () => visitor.getByRole('button', { name: 'Sign in' }).click())
      await expect(visitor).toHaveURL(/\/home$/)

      const guide = visitor.getByRole('region', { name: 'Your guide' })
      await expect(guide).toBeVisible()
      await expect(guide.getByRole('link', { name: 'Open the guide' })).toHaveAttribute('href', '/guide')
      await expect(visitor.getByText('Coming soon')).toHaveCount(0)
      await expectNoSidewaysScroll(visitor, `/home signed in on ${screen.name}`)
      await expectAccessibleInBothThemes(visitor, `/home signed in on ${screen.name}`)
    } finally {
      await context.close()
    }
  })
}

test('no page says “Coming soon”, signed out or signed in', async ({ page, request, health }) => {
  test.setTimeout(120_000)
  // A memory that is not there, a guide never started: pages that answer with a 404 on the way.
  health.expectedErrors.push(/status of 40[134]/)
  const visit = async (signedIn: string) => {
    for (const { path, heading } of ROUTES) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 }), `${path}, ${signedIn}`).toHaveText(heading)
      await expect(page.getByRole('main')).not.toContainText(/Coming soon|still building/)
    }
  }
  await visit('signed out')
  await signedInNewAccount(page, request, 'no-coming-soon')
  await visit('signed in')
})
