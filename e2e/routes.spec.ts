import { NOT_FOUND, ROUTES } from './fixtures/routes'
import { expect, test } from './fixtures/test'

// Console errors and CSP violations are checked for every test by the `health` fixture.
for (const { path, heading } of ROUTES) {
  test(`${path} shows its heading, and help is one click away`, async ({ page, health }) => {
    const response = await page.goto(path)
    if (path === NOT_FOUND) {
      // A real 404 status for an unknown address, which Chromium reports in the console.
      expect(response?.status()).toBe(404)
      health.expectedErrors.push(/status of 404/)
    } else {
      expect(response?.status()).toBe(200)
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page).toHaveTitle(/Kindred/)
    for (const landmark of ['banner', 'main', 'contentinfo'] as const) {
      await expect(page.getByRole(landmark)).toBeVisible()
    }

    await page.getByRole('banner').getByRole('link', { name: 'Get help' }).click()
    await expect(page).toHaveURL('/help')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help and support')
    await expect(page.getByRole('link', { name: 'Call or text 988' })).toHaveAttribute('href', 'tel:988')
  })
}

test('robots.txt and the favicon are real files', async ({ request }) => {
  const robots = await request.get('/robots.txt')
  expect(robots.headers()['content-type']).toContain('text/plain')
  const text = await robots.text()
  for (const path of ['/api/', '/settings', '/moderation', '/email/'])
    expect(text).toContain(`Disallow: ${path}`)
  const favicon = await request.get('/favicon.svg')
  expect(favicon.headers()['content-type']).toContain('image/svg+xml')
})
