import type { BrowserContext, Page } from '@playwright/test'
import { PASSWORD, signedInNewAccount } from './fixtures/accounts'
import { expectAccessibleInBothThemes } from './fixtures/axe'
import { APP_URL, NEUTRAL_URL, SEARCH_URL } from './fixtures/ports'
import { expect, test } from './fixtures/test'
import { arriveInYourSpace } from './fixtures/your-space'

// Issue 34, decision 056: a quick exit ends the session on this device (unless the person chose to
// stay signed in), without making the neutral site wait; on a shared device nothing of Kindred's is
// left in the browser. The session ending on every instance is shown by the two-instances system test.

/**
 * The bound the quick exit keeps whatever happens (LEAVE_DEADLINE_MS in lib/quick-exit.ts): the
 * existing journeys wait for the neutral site; here it is timed, from the press to the neutral site.
 */
const NEUTRAL_SITE_WITHIN_MS = 1500

const SIZES = [
  ['on a phone', { width: 390, height: 844 }],
  ['on a desktop', { width: 1366, height: 900 }],
] as const

const cookieNames = async (context: BrowserContext) =>
  (await context.cookies(APP_URL)).map((cookie) => cookie.name).sort()

/**
 * Opens `path` as the first page of a visit (coming from another site, as the other quick-exit
 * journeys do), presses Quick exit and answers how long the neutral site took to open.
 */
async function quickExitTimed(page: Page, path: string, heading: string) {
  await page.goto(SEARCH_URL)
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
  const started = Date.now()
  await page.getByRole('button', { name: 'Quick exit' }).first().click()
  await page.waitForURL(NEUTRAL_URL, { waitUntil: 'commit' })
  const took = Date.now() - started
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Weather')
  return took
}

/** Asks who is signed in as the app does: with the CSRF cookie's value in its header, if there is one. */
async function meStatus(page: Page) {
  const csrf = (await page.context().cookies(APP_URL)).find((cookie) => cookie.name === 'csrfToken')
  const headers: Record<string, string> = csrf ? { 'x-csrf-token': csrf.value } : {}
  return (await page.request.get('/api/v1/auth/me', { headers })).status()
}

const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Notifications/ })

/** The main navigation, opened from Menu on a phone's compact header. */
async function mainNav(page: Page) {
  const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' })
  if (await menu.isVisible()) await menu.click()
  return page.getByRole('navigation', { name: 'Main' })
}

/** Kindred opened again in the same tab: signed out (no bell, "Sign in" offered), or still signed in. */
async function expectSignedOutHere(page: Page) {
  await page.goto('/memories')
  await expect(page.getByRole('heading', { level: 1, name: 'Memories' })).toBeVisible()
  const nav = await mainNav(page)
  await expect(nav.getByRole('link', { name: 'Sign in' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Settings' })).toHaveCount(0)
  await expect(bell(page)).toHaveCount(0)
  expect(await meStatus(page)).toBe(401)
}

async function expectSignedInHere(page: Page) {
  await page.goto('/memories')
  await expect(page.getByRole('heading', { level: 1, name: 'Memories' })).toBeVisible()
  await expect(bell(page)).toBeVisible()
  await expect((await mainNav(page)).getByRole('link', { name: 'Settings' })).toBeVisible()
  expect(await meStatus(page)).toBe(200)
}

/** What the browser keeps for the app's origin, read on a file that runs no app code. */
async function whatTheBrowserKeeps(page: Page) {
  return page.evaluate(async () => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
    caches: await caches.keys(),
    workers: (await navigator.serviceWorker.getRegistrations()).length,
  }))
}

for (const [where, viewport] of SIZES) {
  test.describe(where, () => {
    test.use({ viewport })

    test('a quick exit signs the member out: the cookies go, the old refresh token is refused, and the neutral site opens as fast', async ({
      page,
      context,
      request,
    }) => {
      await signedInNewAccount(page, request, 'quick-exit-sign-out')
      const before = await context.cookies(APP_URL)
      const refreshToken = before.find((cookie) => cookie.name === 'refreshToken')?.value
      const csrfToken = before.find((cookie) => cookie.name === 'csrfToken')?.value
      expect(refreshToken).toBeTruthy()

      expect(await quickExitTimed(page, '/home', 'Your space')).toBeLessThan(NEUTRAL_SITE_WITHIN_MS)

      // The sign-out went as the page left; its answer cleared both cookies.
      await expect.poll(() => cookieNames(context)).not.toEqual(expect.arrayContaining(['accessToken']))
      expect(await cookieNames(context)).not.toContain('refreshToken')

      // Whoever copied the refresh token before gets nothing from it.
      const replayed = await request.post('/api/v1/auth/refresh', {
        headers: {
          origin: APP_URL,
          'content-type': 'application/json',
          'x-csrf-token': csrfToken!,
          cookie: `refreshToken=${refreshToken}; csrfToken=${csrfToken}`,
        },
        data: {},
      })
      expect(replayed.status()).toBe(401)

      await expectSignedOutHere(page)
    })

    test('a member who chose in Settings to stay signed in after a quick exit is still signed in', async ({
      page,
      context,
      request,
    }) => {
      await signedInNewAccount(page, request, 'quick-exit-stays')
      await page.goto('/settings')
      const section = page.getByRole('region', { name: 'Quick exit on this device' })
      await expect(section).toBeVisible()
      await expect(section.getByRole('checkbox', { name: /This is a shared device/ })).not.toBeChecked()
      await expectAccessibleInBothThemes(page, 'Settings, quick exit on this device')
      await section.getByRole('checkbox', { name: 'Stay signed in after a quick exit' }).check()

      expect(await quickExitTimed(page, '/memories', 'Memories')).toBeLessThan(NEUTRAL_SITE_WITHIN_MS)
      expect(await cookieNames(context)).toEqual(expect.arrayContaining(['accessToken', 'refreshToken']))
      await expectSignedInHere(page)
      await page.goto('/settings')
      await expect(page.getByRole('checkbox', { name: 'Stay signed in after a quick exit' })).toBeChecked()
    })

    test('on a shared device chosen at sign-in, a quick exit leaves nothing of Kindred: no cookie, storage, cache or worker', async ({
      page,
      context,
      request,
      health,
    }) => {
      const { email } = await signedInNewAccount(page, request, 'quick-exit-shared')
      // The same person signs out, and comes back later on a device others use, at the sign-in page.
      await (await mainNav(page)).getByRole('button', { name: 'Sign out' }).click()
      await expect(page.getByRole('heading', { level: 1, name: /A quiet place/ })).toBeVisible()
      await page.goto('/login')
      const shared = page.getByRole('checkbox', { name: /This is a shared device/ })
      await expect(shared).toBeVisible()
      await expectAccessibleInBothThemes(page, 'Sign in, with the shared-device choice')
      await shared.check()
      await page.getByLabel('Email address').fill(email)
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
      await arriveInYourSpace(page, () => page.getByRole('button', { name: 'Sign in' }).click())
      expect(await cookieNames(context)).toEqual(
        expect.arrayContaining(['accessToken', 'refreshToken', 'csrfToken', 'knownDevice']),
      )
      // Settings shows the same choice, as it is in this tab.
      await page.goto('/settings')
      await expect(
        page
          .getByRole('region', { name: 'Quick exit on this device' })
          .getByRole('checkbox', { name: /This is a shared device/ }),
      ).toBeChecked()

      // Reloaded in the same tab: the choice lasts as long as the tab.
      expect(await quickExitTimed(page, '/settings', 'Settings')).toBeLessThan(NEUTRAL_SITE_WITHIN_MS)
      await expect.poll(() => cookieNames(context)).toEqual([])

      // Back on Kindred's origin in the same tab, on a file that runs no app code: nothing is left.
      // (Chromium asks for /favicon.ico beside a plain file, and there is none: an expected 404.)
      health.expectedErrors.push(/status of 404/)
      await page.goto(`${APP_URL}/robots.txt`)
      await expect
        .poll(() => whatTheBrowserKeeps(page))
        .toEqual({ local: [], session: [], caches: [], workers: 0 })
      await expectSignedOutHere(page)
    })
  })
}
