import { expect, test } from './fixtures/test'

/**
 * Issues 8 and 14: a first visit to each of these loads at most this much JavaScript, gzipped. On
 * React DOM only `/` fits; `/guide` and `/memories` fit only in the Preact build, kept out of the
 * default while quick exit fails on it now and then (decision 029, bench/first-load.mjs).
 */
const JS_BUDGET_BYTES = 100_000
const FIRST_VISITS = [{ path: '/', heading: 'A quiet place for what you carried from childhood' }]

for (const visit of FIRST_VISITS) {
  test(`a first visit to ${visit.path} loads at most 100 kB of gzipped JavaScript, sent compressed`, async ({
    page,
    request,
  }) => {
    const scripts = new Map<string, string | undefined>()
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' || response.url().endsWith('.js')) {
        scripts.set(response.url(), response.headers()['content-encoding'])
      }
    })
    await page.goto(visit.path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(visit.heading)
    await page.waitForLoadState('networkidle')

    expect(scripts.size).toBeGreaterThan(0)
    let gzipped = 0
    for (const [url, encoding] of scripts) {
      const response = await request.get(url, { headers: { 'accept-encoding': 'gzip' } })
      const length = Number(response.headers()['content-length'] ?? (await response.body()).length)
      // The smallest files are sent as they are: compressing them would not make them smaller.
      if (length > 1024) {
        expect(encoding, `${url} reaches Chromium compressed`).toBe('br')
        expect(response.headers()['content-encoding']).toBe('gzip')
      }
      gzipped += length
    }
    expect(
      gzipped,
      `gzipped JavaScript of ${visit.path} (${[...scripts.keys()].join(', ')})`,
    ).toBeLessThanOrEqual(JS_BUDGET_BYTES)
  })
}

test('help opens at once from the first page, even when the connection has just dropped', async ({
  page,
  context,
  health,
}) => {
  // Once the service worker controls the page, Chromium asks for the favicon again on the way, past
  // the worker (the browser's own request), and offline that is logged as an error: not the app's.
  health.expectedErrors.push(/ERR_INTERNET_DISCONNECTED/)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
  await context.setOffline(true)
  await page.getByRole('banner').getByRole('link', { name: 'Get help' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help and support')
  await expect(page.getByRole('link', { name: 'Call or text 988' })).toHaveAttribute('href', 'tel:988')
  await context.setOffline(false)
})

test('a new page opens at its top; Back and a reload return to where the person was', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 560 })
  await page.goto('/')
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Find a crisis line' })
  await footerLink.scrollIntoViewIfNeeded()
  const leftAt = await page.evaluate(() => window.scrollY)
  expect(leftAt).toBeGreaterThan(200)

  await footerLink.click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help and support')
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)

  await page.goBack()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'A quiet place for what you carried from childhood',
  )
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(leftAt)

  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(leftAt)
})
