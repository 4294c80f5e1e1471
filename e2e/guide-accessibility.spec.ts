import { expectAccessibleInBothThemes } from './fixtures/axe'
import { openAllSections, reportWithPhysicalAbuse, startGuide } from './fixtures/guide'
import { expectNoSidewaysScroll } from './fixtures/layout'
import { expect, test } from './fixtures/test'

// The guide's screens in the states a person meets after its first view (accessibility.spec.ts
// covers /guide as it first appears): axe finds nothing in the light or the dark theme.

test('axe: consent (with its error), a question group and a result card, in both themes', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await page.goto('/guide')
  await page.getByRole('button', { name: 'Start the guide' }).click()
  await expect(page.getByRole('checkbox', { name: /I agree/ })).toHaveAttribute('aria-invalid', 'true')
  await expectAccessibleInBothThemes(page, 'consent, not agreed yet')

  await page.getByRole('checkbox', { name: /I agree/ }).check()
  await page.getByRole('button', { name: 'Start the guide' }).click()
  await expect(page.getByRole('heading', { level: 2, name: /Group 1 of 6/ })).toBeFocused()
  await expect(page.getByText(/You have answered 0 of \d+ questions\./)).toBeVisible()
  await expectAccessibleInBothThemes(page, 'question group')

  const marks = page.getByRole('radiogroup', { name: /leave bruises or marks/ })
  await marks.getByRole('radio', { name: 'Yes' }).check()
  const card = page.getByRole('group', { name: 'Physical abuse' })
  await expect(card).toContainText('about 28 in 100 adults')
  await card.getByRole('button', { name: /What we know about physical abuse/ }).click()
  await expect(card.getByRole('heading', { name: 'What helps' })).toBeVisible()
  await expectAccessibleInBothThemes(page, 'result card with the detail open')
})

test('axe: the report closed under its summary, all open, and one section in focus with a comment', async ({
  page,
}) => {
  // Six axe passes, two over the whole open report (about 10 s each on a busy two-core machine).
  test.setTimeout(90_000)
  await reportWithPhysicalAbuse(page)
  await expectAccessibleInBothThemes(page, 'report, sections closed under the summary')
  await page.getByRole('button', { name: 'Open all sections' }).click()
  await expect(page.getByText(/Nobody has written here yet/).first()).toBeVisible()
  await expectAccessibleInBothThemes(page, 'report, every section open')

  const section = page.getByRole('region', { name: /Physical abuse/ })
  await section.getByRole('button', { name: /Focus on this section/ }).click()
  await section.getByRole('button', { name: 'Add yours' }).click()
  await section.getByRole('textbox', { name: /Share what helped you/ }).fill('Being believed helped me.')
  await section.getByRole('button', { name: 'Post my comment' }).click()
  await expect(section.getByText('Your comment', { exact: true }).first()).toBeVisible()
  await expectAccessibleInBothThemes(page, 'report, one section in focus, with a comment')
})

test('axe: the report at 320 px wide, and the delete confirmation, in both themes', async ({ page }) => {
  test.setTimeout(60_000)
  await page.setViewportSize({ width: 320, height: 800 })
  await startGuide(page)
  await page.getByRole('button', { name: 'See my report so far' }).click()
  await expect(page.getByRole('heading', { level: 2, name: /Your report/ })).toBeFocused()
  await openAllSections(page)
  await expectNoSidewaysScroll(page, 'the report at 320 px')

  await page.getByRole('button', { name: 'Delete my answers…' }).click()
  await expect(page.getByRole('heading', { name: 'Delete your answers?' })).toBeFocused()
  await expectAccessibleInBothThemes(page, 'report at 320 px with the delete confirmation')
})
