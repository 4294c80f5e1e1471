import { signedInNewAccount } from './fixtures/accounts'
import { signInAsRunAdmin } from './fixtures/admin'
import { expectAccessibleInBothThemes } from './fixtures/axe'
import { memoryOnItsPage, openComposer, unique } from './fixtures/memories'
import { expect, test } from './fixtures/test'

// A moderator sees who wrote an anonymous memory (they have to, to act on it), marked plainly as
// hidden from everyone else and without "More from…", which would tie it to the author's named
// memories (issue 22, issue 23 item 6). Everyone else reads "Shared anonymously".

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test(`at ${viewport.width} px, a moderator sees an anonymous memory's author marked "anonymous to everyone else"`, async ({
    browser,
    page,
    request,
  }) => {
    test.setTimeout(180_000)
    await page.setViewportSize(viewport)
    const author = await signedInNewAccount(page, request, 'anonymous-author')
    const form = await openComposer(page)
    const title = unique('The bus home')
    await form.getByRole('textbox', { name: 'Title' }).fill(title)
    await form
      .getByRole('textbox', { name: 'Your memory' })
      .fill('I took the long bus home so I would get there later.')
    await form.getByRole('checkbox', { name: 'Share without my name' }).check()
    await form.getByRole('button', { name: 'Share memory' }).click()
    await expect(page).toHaveURL(/\/memories\/m\/[^/?#]+$/, { timeout: 15_000 })
    const address = new URL(page.url()).pathname

    const reader = await browser.newContext({ viewport })
    const readerPage = await reader.newPage()
    await signedInNewAccount(readerPage, request, 'reader')
    await readerPage.goto(address)
    await expect(memoryOnItsPage(readerPage)).toContainText('Shared anonymously')
    await expect(memoryOnItsPage(readerPage)).not.toContainText(author.name)
    await reader.close()

    // A moderator of their own, named by the run's admin: the admin's account is shared by parallel
    // journeys, whose theme changes would race with this one's.
    const moderation = await browser.newContext({ viewport })
    const moderator = await moderation.newPage()
    const named = await signedInNewAccount(moderator, request, 'moderator')
    const admin = await browser.newContext()
    const adminPage = await admin.newPage()
    await signInAsRunAdmin(adminPage, request)
    await adminPage.goto('/moderation')
    const team = adminPage.getByRole('region', { name: 'Moderators' })
    await team.getByRole('textbox', { name: /Email address of their account/ }).fill(named.email)
    await team.getByRole('button', { name: 'Add as a moderator' }).click()
    await expect(team.getByText(`${named.name} is now a moderator.`, { exact: false })).toBeVisible()
    await admin.close()

    await moderator.goto(address)
    await expect(moderator.getByRole('heading', { level: 2, name: title })).toBeVisible()
    await expect(memoryOnItsPage(moderator)).toContainText(`${author.name} (anonymous to everyone else)`)
    await expect(moderator.getByText(/More from/)).toHaveCount(0)
    await expectAccessibleInBothThemes(moderator, "an anonymous memory's page for a moderator")
    await moderation.close()
  })
}
