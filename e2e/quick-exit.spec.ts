import { NEUTRAL_URL } from './fixtures/ports'
import { expect, test } from './fixtures/test'

test('the Quick exit button lands on the configured neutral site and replaces the page in history', async ({
  page,
}) => {
  await page.goto('/')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Memories' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Memories')

  await page.getByRole('button', { name: 'Quick exit' }).click()
  await page.waitForURL(NEUTRAL_URL)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Weather')

  // Back skips the replaced Memories page and returns to the page before it.
  await page.goBack()
  await expect(page).toHaveURL('/')
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
