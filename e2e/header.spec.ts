import type { Locator, Page } from '@playwright/test'
import { expectAccessibleInBothThemes } from './fixtures/axe'
import { NEUTRAL_URL } from './fixtures/ports'
import { expect, test } from './fixtures/test'

const PHONE = { width: 390, height: 844 }

const header = (page: Page) => page.getByRole('banner')
const menuButton = (page: Page) => header(page).getByRole('button', { name: 'Menu' })
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const heightOf = async (locator: Locator) => (await locator.boundingBox())?.height ?? Infinity

/** Text size up to 200 % with the header's own control (inside the menu on a phone). */
async function largestText(page: Page) {
  if (await menuButton(page).isVisible()) await menuButton(page).click()
  const larger = page.getByRole('button', { name: 'Larger text' })
  for (let i = 0; i < 4; i += 1) await larger.click()
  await expect(page.getByRole('group', { name: 'Text size' }).getByRole('status')).toHaveText('200%')
  if (await menuButton(page).isVisible()) await page.keyboard.press('Escape')
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE })

  test('the header is compact: brand, help and quick exit in sight, the rest behind Menu', async ({
    page,
  }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(header(page).getByRole('link', { name: 'Kindred' })).toBeVisible()
    await expect(header(page).getByRole('link', { name: 'Get help' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Quick exit' })).toBeInViewport()
    await expect(mainNav(page)).toBeHidden()
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
    expect(await heightOf(header(page))).toBeLessThanOrEqual(PHONE.height * 0.15)

    await largestText(page)
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
    await expect(header(page).getByRole('link', { name: 'Get help' })).toBeVisible()
    expect(await heightOf(header(page))).toBeLessThanOrEqual(PHONE.height * 0.2)
  })

  test('Menu opens by keyboard, Escape closes it and gives focus back', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await menuButton(page).focus()
    await page.keyboard.press('Enter')
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true')
    const panel = page.locator(`#${await menuButton(page).getAttribute('aria-controls')}`)
    await expect(panel).toBeVisible()
    await expect(panel.getByRole('navigation', { name: 'Main' })).toBeVisible()
    await expect(panel.getByRole('button', { name: 'Dark theme' })).toBeVisible()
    await expect(panel.getByRole('group', { name: 'Text size' })).toBeVisible()

    // The next Tab goes into the menu, to its first link.
    await page.keyboard.press('Tab')
    await expect(mainNav(page).getByRole('link', { name: 'Guide' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
    await expect(menuButton(page)).toBeFocused()
    await expect(panel).toBeHidden()

    await page.keyboard.press('Space')
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Space')
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
  })

  test('Menu opens with a tap, its links work and it closes on the new page', async ({ page }) => {
    await page.goto('/')
    await menuButton(page).click()
    await mainNav(page).getByRole('link', { name: 'Memories', exact: true }).click()
    await expect(page).toHaveURL('/memories')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Memories')
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
    await expect(mainNav(page)).toBeHidden()
  })

  test('axe finds nothing with the menu open, in the light and the dark theme', async ({ page }) => {
    await page.goto('/guide')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await menuButton(page).click()
    await expectAccessibleInBothThemes(page, 'the open menu on a phone')
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true')
  })
})

test('on a wide screen the navigation is in the header, with no menu button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  await expect(mainNav(page)).toBeVisible()
  await expect(mainNav(page).getByRole('link', { name: 'Memories', exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Dark theme' })).toBeVisible()
  await expect(menuButton(page)).toHaveCount(0)
})

/** The quick exit's box, and whether nothing else is drawn over its centre. */
async function exitOnTop(exit: Locator) {
  return exit.evaluate((button) => {
    const box = button.getBoundingClientRect()
    const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
    return { onTop: top !== null && button.contains(top), top: box.top }
  })
}

for (const viewport of [
  { width: 320, height: 568 },
  { width: 1280, height: 720 },
]) {
  test(`at ${viewport.width} px and 200 % text, far down a long page, the quick exit stays in reach and hides nothing`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await page.goto('/help')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help and support')
    await largestText(page)
    const exit = page.getByRole('button', { name: 'Quick exit' })

    // A link that sits under the bar when Tab reaches it is scrolled clear of the bar, for each
    // crisis line in turn: focus the link before it, put this one under the bar, press Tab.
    const bar = exit.locator('xpath=../..')
    const barTop = (await bar.boundingBox())?.y ?? 0
    const links = page.getByRole('main').getByRole('listitem').getByRole('link')
    const count = await links.count()
    expect(count).toBeGreaterThan(2)
    for (let i = 1; i < count; i += 1) {
      await links.nth(i).evaluate((link, top) => {
        window.scrollBy(0, link.getBoundingClientRect().top - top - 8)
      }, barTop)
      await links.nth(i - 1).evaluate((link: HTMLElement) => link.focus({ preventScroll: true }))
      await page.keyboard.press('Tab')
      await expect(links.nth(i)).toBeFocused()
      const box = await links.nth(i).boundingBox()
      expect(
        (box?.y ?? Infinity) + (box?.height ?? 0),
        `crisis line ${i} is clear of the bar`,
      ).toBeLessThanOrEqual(barTop)
    }

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect(exit).toBeInViewport()
    const { onTop, top } = await exitOnTop(exit)
    expect(onTop).toBe(true)
    // At the very end of the page the last line of text is above the bar, not under it.
    const lastLine = page.getByRole('contentinfo').getByText(/No ads, no trackers/)
    const lastBox = await lastLine.boundingBox()
    expect((lastBox?.y ?? Infinity) + (lastBox?.height ?? 0)).toBeLessThanOrEqual(top)

    await exit.click()
    await page.waitForURL(NEUTRAL_URL)
  })
}
