import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures/test'

const rootFontSize = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).fontSize)

/** A button's settled look (colours fade between states): border and background colours. */
const look = async (button: Locator) => {
  await button.evaluate((el) => Promise.all(el.getAnimations().map((animation) => animation.finished)))
  return button.evaluate((el) => {
    const style = getComputedStyle(el)
    return `${style.borderTopColor} on ${style.backgroundColor}`
  })
}

test('the theme toggle switches to dark and the choice survives a reload', async ({ page }) => {
  await page.goto('/memories')
  const toggle = page.getByRole('button', { name: 'Dark theme' })
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  await expect(toggle).toHaveText(/Dark theme\s*Off/)
  const lightBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
  // Not pressed, it looks like any other button beside it (A−, say).
  const ordinary = page.getByRole('button', { name: 'Smaller text' })
  expect(await look(toggle)).toBe(await look(ordinary))

  await toggle.click()
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  const darkBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
  expect(darkBackground).not.toBe(lightBackground)
  // Pressed, it looks pressed and says so, in words as well.
  await expect(toggle).toHaveText(/Dark theme\s*On/)
  expect(await look(toggle)).not.toBe(await look(ordinary))

  await page.reload()
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true')

  await page.getByRole('button', { name: 'Dark theme' }).click()
  await page.reload()
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
})

test('the text size control resizes text up to 200 % and the size survives a reload', async ({ page }) => {
  await page.goto('/guide')
  expect(await rootFontSize(page)).toBe('16px')
  const larger = page.getByRole('button', { name: 'Larger text' })

  await larger.click()
  await larger.click()
  await expect(page.getByRole('group', { name: 'Text size' }).getByRole('status')).toHaveText('150%')
  expect(await rootFontSize(page)).toBe('24px')

  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await rootFontSize(page)).toBe('24px')

  // At 150 % this laptop screen counts as narrow: the header is compact, the control behind Menu.
  await page.getByRole('button', { name: 'Menu' }).click()
  await page.getByRole('button', { name: 'Larger text' }).click()
  await page.getByRole('button', { name: 'Larger text' }).click()
  expect(await rootFontSize(page)).toBe('32px')
  // 200 % is the most: the control says so rather than going further.
  await expect(page.getByRole('button', { name: 'Larger text' })).toHaveAttribute('aria-disabled', 'true')
})
