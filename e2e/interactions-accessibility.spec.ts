import { expectAccessibleInBothThemes, expectAccessibleNow } from './fixtures/axe'
import { anotherNamedPerson, authorWithMemory, openMemory } from './fixtures/interactions'
import { memoryOnItsPage } from './fixtures/memories'
import { expect, test } from './fixtures/test'

// The states the interactions added, as a reader of someone else's memory meets them: the list of
// people it resonates with, the report dialog, the menu of things to do about a person, and the
// "People and connections" settings. Axe finds nothing in the light or the dark theme.

test('axe: the voters list, the report dialog, the person menu and the people settings, in both themes', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000)
  const { title, link, ...author } = await authorWithMemory(page, request, 'a11y-author', {
    title: 'The bus shelter',
    body: 'I waited there after school most days, so I would get home after everyone was asleep.',
  })

  const reader = await anotherNamedPerson(browser, request, 'a11y-reader')
  // Listed by name only once they say so (decision 057): this reader does, so the list has them.
  await reader.page.goto('/settings')
  const listed = reader.page.getByRole('checkbox', {
    name: 'Show my name in the list of people a memory resonates with',
  })
  await expect(listed).not.toBeChecked()
  await listed.check()
  await expect(listed).toBeChecked()
  await expect(listed).toBeEnabled()
  const memory = await openMemory(reader.page, link, title)

  await memory.getByRole('button', { name: /^This resonates/ }).click()
  await expect(reader.page.getByText('You said this resonates with you.')).toBeVisible()
  await memory.getByRole('button', { name: 'See who it resonates with' }).click()
  await expect(memory.getByText(reader.name)).toBeVisible()
  await expectAccessibleInBothThemes(reader.page, 'the voters list open')

  // A modal dialog keeps the theme button out of reach: open it once in each theme.
  const dialog = reader.page.getByRole('dialog', { name: 'Report this memory' })
  const toggle = reader.page.getByRole('button', { name: 'Dark theme' })
  for (const dark of [false, true]) {
    if (((await toggle.getAttribute('aria-pressed')) === 'true') !== dark) await toggle.click()
    await expect(reader.page.locator('html')).toHaveClass(dark ? /\bdark\b/ : /^(?!.*\bdark\b)/)
    await memory.getByRole('button', { name: 'Report' }).click()
    await expect(dialog.getByRole('radio').first()).toBeVisible()
    await expectAccessibleNow(reader.page, 'the report dialog open')
    await reader.page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  }

  await memoryOnItsPage(reader.page)
    .getByRole('button', { name: `Options for ${author.name}` })
    .click()
  await expect(memory.getByRole('button', { name: `Block ${author.name}…` })).toBeVisible()
  await expectAccessibleInBothThemes(reader.page, 'the person menu open')

  await reader.page.goto('/settings')
  await expect(reader.page.getByRole('heading', { name: 'People and connections' })).toBeVisible()
  await expect(reader.page.getByRole('heading', { name: 'People you blocked' })).toBeVisible()
  await expectAccessibleInBothThemes(reader.page, '/settings with the people settings')
  await reader.context.close()
})
