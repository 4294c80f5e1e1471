import type { Page } from '@playwright/test'
import { signedInNewAccount } from './fixtures/accounts'
import { expectAccessibleInBothThemes } from './fixtures/axe'
import { cardOf, memoryOnItsPage, openFeed, shareMemory, unique } from './fixtures/memories'
import { expectNoSidewaysScroll } from './fixtures/layout'
import { expect, test } from './fixtures/test'

// The memories screens as a signed-in person meets them, with memories on them: axe finds nothing
// in the light or the dark theme, and at 320 px wide nothing scrolls sideways.

const tag = { kind: 'Hard things that went on', name: 'Moving home or school again and again' }

/**
 * Shares a memory with a tag and a warning, then meets it on its page and as a card on /memories,
 * checking each screen (`check` with its name); resolves to the memory's link.
 */
async function shareAndMeet(page: Page, title: string, body: string, check: (what: string) => Promise<void>) {
  const link = await shareMemory(page, { title, body, tag, warning: 'Eating difficulties' })
  await check('a memory’s page, just shared')
  await openFeed(page)
  await expect(cardOf(page, title)).toBeVisible()
  await check('/memories with cards')
  return link
}

async function openComposerWithATagKind(page: Page, body: string) {
  await page.getByRole('button', { name: /Write a memory|Continue your draft/ }).click()
  const form = page.getByRole('form', { name: 'Share a memory' })
  await form.getByRole('textbox', { name: 'Title' }).fill('The last day of term')
  await form.getByRole('textbox', { name: 'Your memory' }).fill(body)
  const tags = form.getByRole('group', { name: 'Tags (optional)' })
  await tags.getByText(tag.kind, { exact: true }).click()
  await expect(tags.getByRole('checkbox', { name: tag.name, exact: true })).toBeVisible()
  return form
}

test('axe: /memories with cards, the composer open with its crisis note, and a memory’s page, in both themes', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000)
  await signedInNewAccount(page, request, 'a11y-feed')
  const title = unique('The new school')
  const body = 'We moved again in March.\nI stopped learning names after the third school.'
  const link = await shareAndMeet(page, title, body, (what) => expectAccessibleInBothThemes(page, what))

  await openComposerWithATagKind(page, 'Some nights I wanted to die, and nobody knew.')
  await expect(
    page.getByRole('complementary', { name: 'If this is close to how you feel now' }),
  ).toBeVisible()
  await expectAccessibleInBothThemes(page, 'the composer open, with a tag kind and the crisis note')
  await page.getByRole('button', { name: 'Discard draft' }).click()

  await page.goto(link)
  await expect(memoryOnItsPage(page).getByRole('heading', { level: 2, name: title })).toBeVisible()
  await expectAccessibleInBothThemes(page, 'a memory’s page')
})

test('axe: search with results, /home with my memories, and /settings with preferences, in both themes', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000)
  await signedInNewAccount(page, request, 'a11y-search')
  const title = unique('The harbour wall')
  await shareMemory(page, {
    title,
    body: 'We sat on the harbour wall and ate chips, and for an hour it was fine.',
    tag,
  })

  await page.goto('/memories/search?q=harbour')
  await expect(cardOf(page, title).locator('mark').first()).toBeVisible()
  await expectAccessibleInBothThemes(page, '/memories/search with results')

  await page.goto('/home')
  await expect(page.getByRole('heading', { level: 2, name: 'My memories' })).toBeVisible()
  await expect(cardOf(page, title)).toBeVisible()
  await expectAccessibleInBothThemes(page, '/home with my memories')

  await page.goto('/settings')
  await expect(page.getByRole('group', { name: 'Safety filters' }).getByRole('checkbox')).toHaveCount(10)
  await page.getByRole('group', { name: 'Safety filters' }).getByRole('checkbox', { name: 'Neglect' }).check()
  await expect(page.getByRole('status').filter({ hasText: /^Saved\.$/ })).toBeVisible()
  await expectAccessibleInBothThemes(page, '/settings with preferences')
})

test('at 320 px wide nothing scrolls sideways on the memories screens, a pasted web address included', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 320, height: 800 })
  await signedInNewAccount(page, request, 'a11y-narrow')
  const title = unique('The caravan by the sea')
  const body =
    'We lived in a caravan that winter.\nThe site is still there: https://www.example.org/caravan-parks/north-coast/winter-lets'
  const link = await shareAndMeet(page, title, body, (what) => expectNoSidewaysScroll(page, what))

  await openComposerWithATagKind(page, 'We moved four times before I was ten.')
  await expectNoSidewaysScroll(page, 'the composer open')
  await page.getByRole('button', { name: 'Discard draft' }).click()

  await page.goto('/memories/search?q=caravan')
  await expect(cardOf(page, title).locator('mark').first()).toBeVisible()
  await expectNoSidewaysScroll(page, '/memories/search with results')

  await page.goto('/home')
  await expect(cardOf(page, title)).toBeVisible()
  await expectNoSidewaysScroll(page, '/home with my memories')

  await page.goto('/settings')
  await expect(page.getByRole('group', { name: 'Safety filters' }).getByRole('checkbox')).toHaveCount(10)
  await expectNoSidewaysScroll(page, '/settings with preferences')

  await page.goto(link)
  await expect(memoryOnItsPage(page).getByRole('heading', { level: 2, name: title })).toBeVisible()
  await expectNoSidewaysScroll(page, 'a memory’s page, reloaded')
})
