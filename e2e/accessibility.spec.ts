import { expectAccessibleInBothThemes } from './fixtures/axe'
import { NOT_FOUND, ROUTES } from './fixtures/routes'
import { expect, test } from './fixtures/test'

for (const { path } of ROUTES) {
  test(`axe finds nothing on ${path} in the light and the dark theme`, async ({ page, health }) => {
    if (path === NOT_FOUND) health.expectedErrors.push(/status of 404/)
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
    await expectAccessibleInBothThemes(page, path)
  })
}
