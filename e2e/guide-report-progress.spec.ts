import type { Page } from '@playwright/test'
import { expectAccessibleInBothThemes } from './fixtures/axe'
import { startGuide } from './fixtures/guide'
import { expect, test } from './fixtures/test'

// A report made from some of the questions says so (issue 23): a visitor who answers one question,
// leaves the rest and says they are done reads how many they answered, never "Complete", on a phone
// and on a desktop, in both themes.

/** Answers one question, walks every group without answering, and says "I am done". */
async function finishWithOneAnswer(page: Page) {
  await startGuide(page)
  await page
    .getByRole('radiogroup', { name: /leave bruises or marks/ })
    .getByRole('radio', { name: 'Yes' })
    .check()
  for (let group = 1; group < 6; group++) {
    await page.getByRole('button', { name: 'Next group' }).click()
    await expect(
      page.getByRole('heading', { level: 2, name: new RegExp(`Group ${group + 1} of 6`) }),
    ).toBeFocused()
  }
  await page.getByRole('button', { name: 'I am done: see my report' }).click()
}

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
