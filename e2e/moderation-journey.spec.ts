import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test'
import { signInAsRunAdmin } from './fixtures/admin'
import { expectAccessibleInBothThemes } from './fixtures/axe'
import { openMemory, signedInWithName } from './fixtures/interactions'
import { memoryOnItsPage, shareMemory, unique } from './fixtures/memories'
import { expect, test } from './fixtures/test'

// Issue 13's acceptance, end to end on the real server: the admin (made by the CLI before the server
// started) names two moderators in the app; a comment is reported, removed by the first moderator,
// appealed by its author, and restored by the second, since the first may not decide an appeal of
// their own decision; each person is told what concerns them. Six people, each in a browser of their own.

const RULE = 'Harassment or bullying'
const REMOVED =
  'Removed. Its author is told which rule it breaks; the people who reported it are told the outcome.'
const RESTORED = 'Restored. Its author and the people who reported it are told.'
const NOT_YOURS = 'Another moderator decides appeals of your own decisions.'

interface Person {
  page: Page
  name: string
  email: string
}

/** Someone new, signed in and named, in a browser of their own (closed with the test). */
async function newPerson(browser: Browser, request: APIRequestContext, label: string): Promise<Person> {
  const context = await browser.newContext()
  const page = await context.newPage()
  return { page, ...(await signedInWithName(page, request, label)) }
}

/** Reports what `scope` holds (a memory or a comment) under a reason, through the app's dialog. */
async function report(page: Page, scope: Locator, what: 'memory' | 'comment', reason: string) {
  await scope.getByRole('button', { name: 'Report' }).click()
  const dialog = page.getByRole('dialog', { name: `Report this ${what}` })
  await dialog.getByRole('radio', { name: reason }).check()
  await dialog.getByRole('button', { name: 'Send' }).click()
  await expect(dialog.getByText(/A moderator will look at it/)).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
}

/** A moderator's /moderation, loaded with the role the server now gives them. */
async function openDesk(page: Page) {
  await page.goto('/moderation')
  await expect(page.getByRole('heading', { level: 2, name: 'Reports waiting' })).toBeVisible()
  await expect(page.getByText(/^Loading the (reports|appeals)…$/)).toHaveCount(0)
}

/** An item of one of the desk's lists about this memory (or a comment on it), by its heading. */
const deskItem = (page: Page, list: RegExp, heading: RegExp, link: string) =>
  page
    .getByRole('list', { name: list })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: heading }) })
    .filter({ has: page.locator(`a[href^="${link}"]`) })

const notifications = async (page: Page) => {
  await page.goto('/home/notifications')
  return page.getByRole('region', { name: 'Everything else' })
}

test('a reported comment is removed, appealed, and restored by a second moderator; everyone is told', async ({
  page,
  request,
  browser,
}) => {
  // About 30 s here alone, 40 s beside the other journeys; CI is up to 4.5 times slower.
  test.setTimeout(240_000)

  // Everyone signs up at once; the run's admin signs in (the first journey to ask sets its password
  // through "Forgot your password?").
  const [firstModerator, secondModerator, writer, commenter, reporter] = await Promise.all([
    newPerson(browser, request, 'first-moderator'),
    newPerson(browser, request, 'second-moderator'),
    newPerson(browser, request, 'journey-writer'),
    newPerson(browser, request, 'journey-commenter'),
    newPerson(browser, request, 'journey-reporter'),
    signInAsRunAdmin(page, request),
  ])

  // The admin makes two moderators from the app.
  await page.goto('/moderation')
  const addForm = page.getByRole('region', { name: 'Moderators' })
  for (const moderator of [firstModerator, secondModerator]) {
    await addForm.getByRole('textbox', { name: /Email address of their account/ }).fill(moderator.email)
    await addForm.getByRole('button', { name: 'Add as a moderator' }).click()
    await expect(addForm.getByText(`${moderator.name} is now a moderator.`, { exact: false })).toBeVisible()
  }
  const team = page.getByRole('list', { name: 'Moderators and admins' })
  await expect(team).toContainText(firstModerator.name)
  await expect(team).toContainText(secondModerator.name)

  // A public memory, a comment on it, and a report of the comment (and of the memory, which stays
  // open so the queue holds a real report while the appeal is decided).
  const title = unique('The kitchen radio')
  const link = await shareMemory(writer.page, {
    title,
    body: 'The radio was always on, loud enough that nobody had to talk.',
  })
  const commentText = unique('You should have known better than to stay')
  await openMemory(commenter.page, link, title)
  const commentForm = commenter.page.getByRole('form', { name: 'Add a comment' })
  await commentForm.getByRole('textbox', { name: 'Add a comment' }).fill(commentText)
  // Under the commenter's name (it starts without: decision 057), as this journey follows them.
  await commentForm.getByRole('checkbox', { name: 'Comment without my name' }).uncheck()
  await commentForm.getByRole('button', { name: 'Post comment' }).click()
  await expect(commenter.page.getByText('Your comment is posted.')).toBeVisible()

  await openMemory(reporter.page, link, title)
  const reportedComment = reporter.page.getByRole('article', { name: `Comment by ${commenter.name}` })
  await expect(reportedComment).toContainText(commentText)
  await report(reporter.page, reportedComment, 'comment', RULE)
  await report(reporter.page, memoryOnItsPage(reporter.page), 'memory', 'Spam or advertising')

  // The first moderator removes the comment from the queue under the rule.
  await openDesk(firstModerator.page)
  const queued = deskItem(firstModerator.page, /^Reports waiting/, /^A comment, 1 report$/, link)
  await expect(queued).toBeVisible()
  await queued.getByRole('button', { name: 'Hide or remove it…' }).click()
  await queued.getByRole('radio', { name: RULE }).check()
  await queued.getByRole('button', { name: 'Remove it' }).click()
  await expect(firstModerator.page.getByRole('status').filter({ hasText: REMOVED })).toBeVisible()
  await expect(queued).toHaveCount(0)

  // Nobody else reads it now.
  await openMemory(reporter.page, link, title)
  await expect(reporter.page.getByRole('heading', { level: 2, name: /Comments/ })).toBeVisible()
  await expect(reporter.page.getByText(commentText)).toHaveCount(0)

  // Its author is told what and why, in a notification and under the comment, and appeals.
  await expect(await notifications(commenter.page)).toContainText(
    `The moderators removed your comment on “${title}” because it breaks our rule “${RULE}”.`,
  )
  await openMemory(commenter.page, link, title)
  const mine = commenter.page.getByRole('article', { name: `Comment by ${commenter.name}` })
  await expect(mine).toContainText('Only you can see this comment now.')
  await expect(mine).toContainText(`A moderator removed it under the rule “${RULE}”.`)
  await mine.getByRole('button', { name: 'Ask for a second look' }).click()
  await mine
    .getByRole('textbox', { name: 'What would you like the second moderator to know?' })
    .fill('I was repeating what was said to me back then, not saying it to anyone here.')
  await mine.getByRole('button', { name: 'Send' }).click()
  await expect(mine.getByRole('status')).toContainText('A moderator who did not make this decision')

  // The first moderator sees the appeal, and that another moderator must decide it.
  await openDesk(firstModerator.page)
  const theirOwn = deskItem(firstModerator.page, /^Appeals/, /^A comment, removed$/, link)
  await expect(theirOwn).toContainText(NOT_YOURS)
  await expect(theirOwn.getByRole('button', { name: 'Restore it' })).toHaveCount(0)

  // The second moderator's desk, with real reports and the appeal: axe in both themes. Then they
  // restore the comment, after being asked.
  await openDesk(secondModerator.page)
  const appeal = deskItem(secondModerator.page, /^Appeals/, /^A comment, removed$/, link)
  await expect(appeal).toContainText(`Removed under the rule “${RULE}” by ${firstModerator.name}`)
  await expect(appeal).toContainText('I was repeating what was said to me back then')
  await expect(deskItem(secondModerator.page, /^Reports waiting/, /^A memory, 1 report$/, link)).toBeVisible()
  await expectAccessibleInBothThemes(secondModerator.page, '/moderation with reports and an appeal')
  await appeal.getByRole('button', { name: 'Show the comment' }).click()
  await expect(appeal.getByText(commentText)).toBeFocused()
  await appeal.getByRole('button', { name: 'Restore it' }).click()
  await appeal.getByRole('button', { name: 'Yes, restore it' }).click()
  await expect(secondModerator.page.getByRole('status').filter({ hasText: RESTORED })).toBeVisible()
  await expect(appeal).toHaveCount(0)

  // The comment is back for everyone, and its note is gone for its author.
  await openMemory(writer.page, link, title)
  await expect(writer.page.getByRole('article', { name: `Comment by ${commenter.name}` })).toContainText(
    commentText,
  )
  await openMemory(commenter.page, link, title)
  await expect(mine).toContainText(commentText)
  await expect(mine).not.toContainText('Only you can see this comment now.')

  // The reporter is told each outcome, never who decided.
  const told = await notifications(reporter.page)
  await expect(told).toContainText(
    `Thank you for your report. The moderators removed the comment you reported: it breaks our rule “${RULE}”.`,
  )
  await expect(told).toContainText(
    'An update on your report: its author appealed, and a second moderator decided the comment you reported can stay up.',
  )
  await expect(told).not.toContainText(firstModerator.name)
  await expect(told).not.toContainText(secondModerator.name)
})
