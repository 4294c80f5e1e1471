import type { Page } from '@playwright/test'
import { expect, test } from './fixtures/test'

const rootFontSize = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).fontSize)

test('the theme toggle switches to dark and the choice survives a reload', async ({ page }) => {
  await page.goto('/memories')
  const toggle = page.getByRole('button', { name: 'Dark theme' })
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  const lightBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)

  await toggle.click()
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  const darkBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
  expect(darkBackground).not.toBe(lightBackground)

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

  await page.getByRole('button', { name: 'Larger text' }).click()
  await page.getByRole('button', { name: 'Larger text' }).click()
  expect(await rootFontSize(page)).toBe('32px')
  // 200 % is the most: the control says so rather than going further.
  await expect(page.getByRole('button', { name: 'Larger text' })).toHaveAttribute('aria-disabled', 'true')
})
