import { expectAccessibleInBothThemes } from './fixtures/axe'
import { openReportSection, reportWithPhysicalAbuse } from './fixtures/guide'
import { expect, test } from './fixtures/test'

// Decision 015: a person edits and deletes their own comment, is told before posting what happens
// to it when their answers are deleted, and is never offered a "Helpful" vote on it.

test('a visitor posts, edits and deletes their comment; only others can mark it helpful', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  await reportWithPhysicalAbuse(page)
  const section = await openReportSection(page, 'Physical abuse')
  const add = section.getByRole('button', { name: 'Add yours' })
  await expect(section.getByRole('textbox', { name: /Share what helped you/ })).toBeHidden()
  await add.click()
  const box = section.getByRole('textbox', { name: /Share what helped you/ })
  await expect(box).toBeFocused()
  await expect(
    section.getByText(/If you delete your answers, .* can no longer be edited or deleted/),
  ).toBeVisible()

  await section.getByRole('button', { name: 'Post my comment' }).click()
  await expect(section.getByText('Please write something before posting.').first()).toBeVisible()

  // Comments are public, so other journeys' comments may be here too: only this one is ours.
  const words = `A neighbour who noticed helped. ${Date.now()}`
  await box.fill(words)
  await section.getByRole('button', { name: 'Post my comment' }).click()
  const list = section.getByRole('list', { name: 'What others wrote' })
  const mine = list.getByRole('listitem').filter({ hasText: words })
  await expect(mine).toContainText('Your comment')
  await expect(add).toBeFocused()
  await expect(mine.getByRole('button', { name: 'Helpful' })).toHaveCount(0)

  // Someone else sees it, with the vote the author does not have.
  const otherContext = await browser.newContext()
  const other = await otherContext.newPage()
  await reportWithPhysicalAbuse(other)
  const theirView = (await openReportSection(other, 'Physical abuse'))
    .getByRole('listitem')
    .filter({ hasText: words })
  await expect(theirView).not.toContainText('Your comment')
  await theirView.getByRole('button', { name: 'Helpful' }).click()
  await expect(theirView).toContainText('1 found this helpful')
  await otherContext.close()

  // After a reload the whole report loads again, which takes a while on a busy machine.
  const afterReload = { timeout: 15_000 }
  await page.reload()
  await expect(page.getByRole('heading', { level: 2, name: /Your report/ })).toBeVisible(afterReload)
  await openReportSection(page, 'Physical abuse')
  await expect(mine).toContainText('1 found this helpful', afterReload)
  await expect(mine.getByRole('button', { name: 'Helpful' })).toHaveCount(0)

  await mine.getByRole('button', { name: 'Edit' }).click()
  const editBox = section.getByRole('textbox', { name: 'Your comment' })
  await expect(editBox).toBeFocused()
  await expect(editBox).toHaveValue(words)
  const edited = `${words} And my aunt.`
  await editBox.fill(edited)
  await section.getByRole('button', { name: 'Save changes' }).click()
  const changed = list.getByRole('listitem').filter({ hasText: edited })
  await expect(changed).toContainText('(edited)')
  await expect(changed.getByRole('button', { name: 'Edit' })).toBeFocused()
  await page.reload()
  await expect(page.getByRole('heading', { level: 2, name: /Your report/ })).toBeVisible(afterReload)
  await openReportSection(page, 'Physical abuse')
  await expect(changed).toContainText('(edited)', afterReload)

  await changed.getByRole('button', { name: 'Delete…' }).click()
  await expect(section.getByText(/Delete your comment\?/)).toBeFocused()
  await section.getByRole('button', { name: 'Yes, delete it' }).click()
  await expect(section.getByRole('status').filter({ hasText: 'Your comment is deleted.' })).toBeVisible()
  await expect(list.getByRole('listitem').filter({ hasText: words })).toHaveCount(0)
  await expect(section.getByRole('heading', { name: 'What others wrote' })).toBeFocused()
  await page.reload()
  await expect(page.getByRole('heading', { level: 2, name: /Your report/ })).toBeVisible(afterReload)
  await openReportSection(page, 'Physical abuse')
  await expect(section.getByRole('button', { name: 'Add yours' })).toBeVisible(afterReload)
  await expect(section.getByText('Loading what others wrote…')).toHaveCount(0, afterReload)
  await expect(section.getByText(words)).toHaveCount(0)
})

test('axe: the comment box with its notice, a comment being edited, and deleting one, in both themes', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await reportWithPhysicalAbuse(page)
  const section = await openReportSection(page, 'Physical abuse')
  // One section in focus keeps the page, and so each check, small.
  await section.getByRole('button', { name: /Focus on this section/ }).click()
  await section.getByRole('button', { name: 'Add yours' }).click()
  await expectAccessibleInBothThemes(page, 'the comment box with its notice')

  const words = `Being believed helped me. ${Date.now()}`
  await section.getByRole('textbox', { name: /Share what helped you/ }).fill(words)
  await section.getByRole('button', { name: 'Post my comment' }).click()
  const mine = section.getByRole('listitem').filter({ hasText: words })
  await mine.getByRole('button', { name: 'Edit' }).click()
  await expect(section.getByRole('textbox', { name: 'Your comment' })).toBeFocused()
  await expectAccessibleInBothThemes(page, 'a comment being edited')

  await section.getByRole('button', { name: 'Cancel' }).click()
  await mine.getByRole('button', { name: 'Delete…' }).click()
  await expect(section.getByText(/Delete your comment\?/)).toBeFocused()
  await expectAccessibleInBothThemes(page, 'deleting a comment')
})
