import type { Page } from '@playwright/test'
import { signedInNewAccount } from './fixtures/accounts'
import { expectAccessibleInBothThemes } from './fixtures/axe'
import { openReportSection, reportWithPhysicalAbuse } from './fixtures/guide'
import { anotherNamedPerson, empathyButton, openMemory } from './fixtures/interactions'
import { expectNoSidewaysScroll } from './fixtures/layout'
import { choosePreference, memoryOnItsPage, openComposer, unique } from './fixtures/memories'
import { expect, test } from './fixtures/test'

// Decision 057 (issue 34): Kindred is anonymous by default. A new member's composer, me too,
// comment and guide comment start without their name, so a memory or comment shared without
// touching the choice reaches others with no name on it; kind words never carry one. "Under my name by default" in Settings
// makes the same forms start under the name. On a phone and a desktop, axe clean in both themes.

const SCREENS = [
  ['on a phone', { width: 390, height: 844 }],
  ['on a desktop', { width: 1366, height: 900 }],
] as const

const SETTING = 'Your name on what you share'

/** The me-too form on someone else's memory, opened from its button. */
async function openMeToo(page: Page) {
  await empathyButton(memoryOnItsPage(page)).click()
  const form = page.getByRole('form', { name: 'Say Me too' })
  await expect(form).toBeVisible()
  return form
}

/** Back on /guide with answers kept: the questions say welcome back; the report is one button away. */
async function backToTheReport(page: Page) {
  await page.goto('/guide')
  const report = page.getByRole('heading', { level: 2, name: /Your report/i })
  const button = page.getByRole('button', { name: 'See my report so far' })
  await expect(report.or(button).first()).toBeVisible()
  if (await button.isVisible()) await button.click()
  await expect(report).toBeVisible()
}

/** The comment form under a report section, opened with "Add yours". */
async function openGuideComment(page: Page) {
  const section = await openReportSection(page, 'Physical abuse')
  await section.getByRole('button', { name: 'Add yours' }).click()
  await expect(section.getByRole('textbox', { name: /Share what helped you/ })).toBeFocused()
  return section
}

for (const [where, viewport] of SCREENS) {
  test.describe(where, () => {
    test.use({ viewport })

    test('what a new member shares starts without their name, until they choose "Under my name by default"', async ({
      page,
      browser,
      request,
    }) => {
      test.setTimeout(240_000)
      // A new member, in the test's own browser.
      const author = await signedInNewAccount(page, request, 'anon-default')

      // The composer: without the name, for everyone; axe clean in both themes.
      const form = await openComposer(page)
      const withoutName = form.getByRole('checkbox', { name: 'Share without my name' })
      await expect(withoutName).toBeChecked()
      await expect(
        form.getByRole('group', { name: 'Who can read it?' }).getByRole('radio', { name: 'Everyone' }),
      ).toBeChecked()
      await expectNoSidewaysScroll(page, 'the composer')
      await expectAccessibleInBothThemes(page, 'the composer, without the name')
      await page.keyboard.press('Escape')

      // Shared without touching the choice: nobody else sees whose it is.
      const title = unique('The hallway light')
      await form.getByRole('textbox', { name: 'Title' }).fill(title)
      await form
        .getByRole('textbox', { name: 'Your memory' })
        .fill('Someone always left the hallway light on.\nI never found out who.')
      await form.getByRole('button', { name: 'Share memory' }).click()
      await expect(page.getByText('Your memory is shared.')).toBeVisible({ timeout: 15_000 })
      await expect(page).toHaveURL(/\/memories\/m\/[^/?#]+$/)
      const link = new URL(page.url()).pathname

      const visitorContext = await browser.newContext({ viewport })
      const visitor = await visitorContext.newPage()
      const seen = await openMemory(visitor, link, title)
      await expect(seen).toContainText('Someone always left the hallway light on.')
      await expect(seen).not.toContainText(author.name)
      await visitorContext.close()

      // Another member opens it: their me too starts without their name; kind words never carry it.
      const reader = await anotherNamedPerson(browser, request, 'anon-default-reader')
      await reader.page.setViewportSize(viewport)
      await openMemory(reader.page, link, title)
      await expect(memoryOnItsPage(reader.page)).not.toContainText(author.name)
      const meToo = await openMeToo(reader.page)
      await expect(meToo.getByRole('checkbox', { name: /Say it without my name/ })).toBeChecked()
      await meToo.getByRole('button', { name: 'Cancel' }).click()

      // Their comment too; posted as it starts, the author reads it from "Anonymous".
      const addComment = reader.page.getByRole('form', { name: 'Add a comment' })
      await expect(addComment.getByRole('checkbox', { name: 'Comment without my name' })).toBeChecked()
      const words = `A light left on for me too. ${Date.now()}`
      await addComment.getByRole('textbox', { name: 'Add a comment' }).fill(words)
      await addComment.getByRole('button', { name: 'Post comment' }).click()
      await expect(reader.page.getByText('Your comment is posted.')).toBeVisible()
      await openMemory(page, link, title)
      const comments = page.getByRole('list', { name: 'Comments' })
      await expect(comments.getByRole('article', { name: 'Comment by Anonymous' })).toContainText(words)
      await expect(comments).not.toContainText(reader.name)

      // Their comment on a guide report section starts without their name too.
      await reportWithPhysicalAbuse(reader.page)
      let section = await openGuideComment(reader.page)
      await expect(section.getByRole('checkbox', { name: 'Post anonymously, without my name' })).toBeChecked()
      await section.getByRole('button', { name: 'Not now' }).click()

      // Settings: "Without my name" is their choice until they change it; axe clean in both themes.
      await reader.page.goto('/settings')
      const setting = reader.page.getByRole('group', { name: SETTING })
      await expect(setting.getByRole('radio', { name: 'Without my name', exact: true })).toBeChecked()
      await expect(setting.getByRole('radio', { name: 'Under my name by default' })).not.toBeChecked()
      await expect(setting.getByText('Kind words never carry your name.')).toBeVisible()
      await expectNoSidewaysScroll(reader.page, 'Settings')
      await expectAccessibleInBothThemes(reader.page, 'Settings, with the name on what one shares')
      await reader.page.keyboard.press('Escape')

      // "Under my name by default": the same forms now start under the name.
      await choosePreference(reader.page, SETTING, 'Under my name by default')
      const composer = await openComposer(reader.page)
      await expect(composer.getByRole('checkbox', { name: 'Share without my name' })).not.toBeChecked()
      await openMemory(reader.page, link, title)
      const named = await openMeToo(reader.page)
      await expect(named.getByRole('checkbox', { name: /Say it without my name/ })).not.toBeChecked()
      await named.getByRole('button', { name: 'Cancel' }).click()
      await expect(
        reader.page
          .getByRole('form', { name: 'Add a comment' })
          .getByRole('checkbox', { name: 'Comment without my name' }),
      ).not.toBeChecked()
      await backToTheReport(reader.page)
      section = await openGuideComment(reader.page)
      await expect(
        section.getByRole('checkbox', { name: 'Post anonymously, without my name' }),
      ).not.toBeChecked()

      // After a reload the choice is still theirs.
      await reader.page.goto('/settings')
      await expect(
        reader.page
          .getByRole('group', { name: SETTING })
          .getByRole('radio', { name: 'Under my name by default' }),
      ).toBeChecked()
      await reader.context.close()
    })
  })
}
