import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { NOT_FOUND, ROUTES } from './fixtures/routes'
import { expect, test } from './fixtures/test'

async function violations(page: Page) {
  const results = await new AxeBuilder({ page })
    // The seed (§9) requires `maximum-scale=1, user-scalable=no`, which this rule flags. Text stays
    // resizable to 200 % through the app's own text-size control (WCAG 1.4.4, technique G178),
    // checked in display.spec.ts.
    .disableRules(['meta-viewport'])
    .analyze()
  return results.violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target) }))
}

for (const { path } of ROUTES) {
  test(`axe finds nothing on ${path} in the light and the dark theme`, async ({ page, health }) => {
    if (path === NOT_FOUND) health.expectedErrors.push(/status of 404/)
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
    expect(await violations(page), 'light theme').toEqual([])

    await page.getByRole('button', { name: 'Dark theme' }).click()
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    expect(await violations(page), 'dark theme').toEqual([])
  })
}
