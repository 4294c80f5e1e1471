import { expectAccessibleInBothThemes } from './fixtures/axe'
import { finishWithOneAnswer } from './fixtures/guide'
import { expect, test } from './fixtures/test'

// A report made from some of the questions says so (issue 23): a visitor who answers one question,
// leaves the rest and says they are done reads how many they answered, never "Complete", on a phone
// and on a desktop, in both themes.

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test(`at ${viewport.width} px, a report finished with questions left says how many were answered, not "Complete"`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await finishWithOneAnswer(page)
    const heading = page.getByRole('heading', { level: 2, name: /Your report/ })
    await expect(heading).toBeFocused()
    await expect(heading).toContainText(/Finished, with 1 of \d+ questions answered/)
    await expect(heading).not.toContainText('Complete')
    await expect(page.getByText('made from the one answer you gave', { exact: false })).toBeVisible()
    await expectAccessibleInBothThemes(page, 'a report finished with questions left')
  })
}
