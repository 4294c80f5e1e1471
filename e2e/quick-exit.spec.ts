import { NEUTRAL_URL, SEARCH_URL } from './fixtures/ports'
import {
  expectNothingOfKindred,
  expectTheVisitForgotten,
  openKindredThreeStepsDeep,
  quickExitButton,
} from './fixtures/quick-exit'
import { expect, test } from './fixtures/test'

for (const reloadOnTheWay of [false, true]) {
  test(`after a quick exit three pages deep, Back leads to the page before Kindred${reloadOnTheWay ? ' (with a reload on the way)' : ''}`, async ({
    page,
  }) => {
    await openKindredThreeStepsDeep(page, { reloadOnTheWay })
    await quickExitButton(page).click()
    await expectTheVisitForgotten(page)
  })
}

test('a quick exit from the first page of a visit replaces it: Back leads to the page before', async ({
  page,
}) => {
  await page.goto(SEARCH_URL)
  await page.goto('/memories')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Memories')
  await quickExitButton(page).click()
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
