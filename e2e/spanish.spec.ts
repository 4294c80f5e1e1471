import { expectAccessibleInBothThemes } from './fixtures/axe'
import { NOT_FOUND, ROUTES } from './fixtures/routes'
import { expect, test } from './fixtures/test'

// A phone whose browser speaks Spanish (navigator.languages and Accept-Language): Kindred answers in
// Spanish from the first screen, says so to screen readers, and lets the person switch.
test.use({ locale: 'es-ES', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

test('a Spanish browser gets Kindred in Spanish, and the switch brings English back', async ({ page }) => {
  const answer = await page.goto('/')
  expect(answer?.headers()['content-language']).toBe('es')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Un lugar tranquilo para lo que cargas desde la infancia',
  )
  await page.getByRole('banner').getByRole('link', { name: 'Buscar ayuda' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ayuda y apoyo')

  // The switch sits behind the menu on a phone; each language is named in itself.
  await page.getByRole('button', { name: /Menú/ }).click()
  await page.getByRole('group', { name: 'Idioma' }).getByRole('button', { name: 'English' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help and support')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')

  // The pick is kept on this device: a new page starts in English although the browser says Spanish.
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'A quiet place for what you carried from childhood',
  )
})

for (const { path } of ROUTES) {
  test(`axe finds nothing on ${path} in Spanish, in the light and the dark theme`, async ({
    page,
    health,
  }) => {
    if (path === NOT_FOUND) health.expectedErrors.push(/status of 404/)
    await page.goto(path)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectAccessibleInBothThemes(page, `${path} (es)`)
  })
}
