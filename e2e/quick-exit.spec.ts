import type { Page } from '@playwright/test'
import { APP_URL, NEUTRAL_URL, SEARCH_URL } from './fixtures/ports'
import { expect, test } from './fixtures/test'

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })

async function openKindredThreeStepsDeep(page: Page, { reloadOnTheWay = false } = {}) {
  // The visit starts from another site, as it would from a search.
  await page.goto(SEARCH_URL)
  await page.goto('/')
  await mainNav(page).getByRole('link', { name: 'Guide' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The guide')
  if (reloadOnTheWay) {
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The guide')
  }
  await mainNav(page).getByRole('link', { name: 'Help' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help and support')
  await expect(page).toHaveTitle('Help and support · Kindred')
}

/** What the tab's own history list holds (the list a long press on Back shows). */
async function historyEntries(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  const { entries } = await cdp.send('Page.getNavigationHistory')
  await cdp.detach()
  return entries.map(({ url, title }) => ({ url, title }))
}

async function expectNothingOfKindred(page: Page) {
  await expect(page).not.toHaveTitle(/Kindred/)
  await expect(page.getByText(/Kindred|The guide|Help and support/)).toHaveCount(0)
}

for (const reloadOnTheWay of [false, true]) {
  test(`after a quick exit three pages deep, Back leads to the page before Kindred${reloadOnTheWay ? ' (with a reload on the way)' : ''}`, async ({
    page,
  }) => {
    await openKindredThreeStepsDeep(page, { reloadOnTheWay })
    await page.getByRole('button', { name: 'Quick exit' }).click()
    await page.waitForURL(NEUTRAL_URL)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Weather')

    // The list behind Back and Forward names no Kindred page: the visit's entries are blanked.
    for (const { url, title } of await historyEntries(page)) {
      expect(title).not.toContain('Kindred')
      if (url.startsWith(APP_URL)) expect(url).toBe(`${APP_URL}/`)
    }

    await page.goBack()
    await expect(page).toHaveURL(SEARCH_URL)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search')
    await expectNothingOfKindred(page)

    // Forward returns to the neutral site; one step further, an entry the exit left behind leaves again.
    await page.goForward()
    await expect(page).toHaveURL(NEUTRAL_URL)
    await page.goForward()
    await page.waitForURL(NEUTRAL_URL)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Weather')
    await expectNothingOfKindred(page)
  })
}

test('a quick exit from the first page of a visit replaces it: Back leads to the page before', async ({
  page,
}) => {
  await page.goto(SEARCH_URL)
  await page.goto('/memories')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Memories')
  await page.getByRole('button', { name: 'Quick exit' }).click()
  await page.waitForURL(NEUTRAL_URL)
  await page.goBack()
  await expect(page).toHaveURL(SEARCH_URL)
  await expectNothingOfKindred(page)
})

test('pressing Shift three times leaves at once', async ({ page }) => {
  await page.goto('/help')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help and support')
  await page.keyboard.press('Shift')
  await page.keyboard.press('Shift')
  await page.keyboard.press('Shift')
  await page.waitForURL(NEUTRAL_URL)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Weather')
})

test('pressing Shift twice does nothing', async ({ page }) => {
  await page.goto('/memories')
  await page.keyboard.press('Shift')
  await page.keyboard.press('Shift')
  await page.waitForTimeout(300)
  await expect(page).toHaveURL('/memories')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})
