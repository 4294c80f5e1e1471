import type { Page } from '@playwright/test'
import { signedInNewAccount } from './fixtures/accounts'
import { expectAccessibleInBothThemes } from './fixtures/axe'
import { openFeed, shareMemory, unique } from './fixtures/memories'
import { expect, test } from './fixtures/test'

// Issue 23: someone coming back to /memories sees the first memory in the first screen, on a phone and
// on a laptop, in either theme; someone on their first visit is still told what the page is.

const INTRO = 'Childhood memories that people chose to share.'
const SCREENS = [
  { name: 'a phone', width: 390, height: 844 },
  { name: 'a laptop', width: 1366, height: 900 },
]
/** Enough of a card to see what it is: its title and who shared it (or the note that folds it). */
const ENOUGH_OF_A_CARD = 96

/**
 * Where the first memory's card starts, and where the first screen ends for the person: the bottom of
 * the window, or the top of the quick exit when it is docked there (on a phone).
 */
async function firstScreen(page: Page) {
  await openFeed(page)
  const card = page.getByRole('region', { name: 'Recent memories' }).getByRole('article').first()
  await expect(card).toBeVisible()
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  const cardTop = (await card.boundingBox())!.y
  const screenEnd = await page.getByRole('button', { name: 'Quick exit' }).evaluate((button) => {
    for (let element: Element | null = button; element; element = element.parentElement) {
      if (getComputedStyle(element).position === 'fixed') return element.getBoundingClientRect().top
    }
    return window.innerHeight
  })
  return { cardTop, screenEnd }
}

async function expectTheFirstMemoryInTheFirstScreen(page: Page, who: string) {
  const { cardTop, screenEnd } = await firstScreen(page)
  expect(
    cardTop + ENOUGH_OF_A_CARD,
    `${who}: the first memory starts at ${cardTop} px, the first screen ends at ${screenEnd} px`,
  ).toBeLessThanOrEqual(screenEnd)
}

for (const screen of SCREENS) {
  test(`coming back on ${screen.name} (${screen.width}×${screen.height}), the first memory is in the first screen, light and dark`, async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(150_000)
    const size = { width: screen.width, height: screen.height }
    await page.setViewportSize(size)
    await signedInNewAccount(page, request, 'first-screen')
    // The page introduced itself on the first visit: the composer opens from there.
    await page.goto('/memories')
    await expect(page.getByText(INTRO)).toBeVisible()
    await shareMemory(page, {
      title: unique('The first screen'),
      body: 'We had a blue kitchen.\nI remember the radio playing while nobody spoke.',
    })

    await expectTheFirstMemoryInTheFirstScreen(page, 'signed in, light theme')
    // Still there, named and reachable: writing a memory, and the order and the tag filter one tap
    // away (decision 058).
    await expect(page.getByRole('button', { name: /Write a memory|Continue your draft/ })).toBeVisible()
    await page.getByRole('button', { name: 'Order and filter' }).click()
    await expect(page.getByRole('radio', { name: 'Newest first' })).toBeChecked()
    await expect(page.getByRole('radio', { name: 'Most felt this month' })).toBeVisible()
    await expect(page.getByText('Filter by tag', { exact: true })).toBeVisible()
    await expectAccessibleInBothThemes(page, `/memories coming back, signed in, ${screen.width} px`)
    // The theme is kept: the page again, in the dark theme, the menu closed.
    await page.reload()
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    await expectTheFirstMemoryInTheFirstScreen(page, 'signed in, dark theme')

    // A visitor on another device: introduced the first time, straight to the memories the next.
    const visitor = await browser.newContext({ viewport: size })
    try {
      const visitorPage = await visitor.newPage()
      await visitorPage.goto('/memories')
      await expect(visitorPage.getByText(INTRO)).toBeVisible()
      await expect(visitorPage.getByText(/^To share a memory, sign in or create an account\.$/)).toBeVisible()
      await visitorPage.reload()
      await expectTheFirstMemoryInTheFirstScreen(visitorPage, 'a visitor coming back')
      await expect(
        visitorPage.getByRole('main').getByRole('link', { name: 'sign in', exact: true }),
      ).toBeVisible()
      await expectAccessibleInBothThemes(visitorPage, `/memories coming back, visitor, ${screen.width} px`)
      await visitorPage.reload()
      await expectTheFirstMemoryInTheFirstScreen(visitorPage, 'a visitor coming back, dark theme')
    } finally {
      await visitor.close()
    }
  })
}
