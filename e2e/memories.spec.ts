import type { Page } from '@playwright/test'
import { signedInNewAccount } from './fixtures/accounts'
import { openReportSection, reportWithPhysicalAbuse } from './fixtures/guide'
import {
  anotherPerson,
  cardOf,
  choosePreference,
  feedLists,
  memoryOnItsPage,
  openFeed,
  shareMemory,
  unique,
} from './fixtures/memories'
import { expect, test } from './fixtures/test'

// Memories (SPEC §5, §9.1) as people meet them: sharing one, finding it again, changing and deleting
// it, someone else hiding it, and the empathy button's words from /settings.

const memoryHeading = (page: Page) => memoryOnItsPage(page).getByRole('heading', { level: 2 })

test('a person shares a memory with a tag and a warning; it is in the feed, found by a word of it, and listed under its tag', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  await signedInNewAccount(page, request, 'author')
  const word = 'gooseberries'
  const memory = {
    title: unique('The summer kitchen'),
    body: [
      'Nobody asked how my day was.',
      `I sat by the window and counted the ${word} on the bush.`,
      'It was quiet, and I learned to be quiet too.',
    ].join('\n'),
    type: 'Both' as const,
    tag: { kind: 'Hard things that went on', name: 'Emotional neglect' },
    warning: 'Death and loss',
  }
  const link = await shareMemory(page, memory)

  // Its page: the text as written, line breaks kept, what it is about and its tag.
  const article = memoryOnItsPage(page)
  expect(await article.innerText()).toContain(memory.body)
  await expect(article.getByText('Both', { exact: true })).toBeVisible()
  await expect(article.getByRole('list', { name: 'Tags' }).getByRole('link')).toHaveText([
    'Emotional neglect',
  ])

  // What the author chose is kept with it, as editing shows: the type, the tag and the warning.
  await page.getByRole('button', { name: 'Edit' }).click()
  const editForm = page.getByRole('form', { name: 'Edit your memory' })
  await expect(editForm.getByRole('radio', { name: 'Both', exact: true })).toBeChecked()
  await expect(editForm.getByText('1 chosen: Emotional neglect.')).toBeVisible()
  await expect(editForm.getByRole('checkbox', { name: 'Death and loss', exact: true })).toBeChecked()
  await editForm.getByRole('button', { name: 'Cancel' }).click()

  // In the feed, newest first.
  expect(await feedLists(page, memory.title)).toBe(true)
  const card = cardOf(page, memory.title)
  await expect(card).toContainText('Nobody asked how my day was.')
  await expect(card.getByRole('list', { name: 'Tags' }).getByRole('link')).toHaveText(['Emotional neglect'])
  await card.getByRole('link', { name: memory.title, exact: true }).click()
  await expect(page).toHaveURL(link)

  // Found by a word of its text, the word marked where it was found.
  await page.goto('/memories/search')
  await page.getByRole('searchbox', { name: 'Words to look for' }).fill(word)
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(`/memories/search?q=${word}`)
  const result = cardOf(page, memory.title)
  await expect(result).toBeVisible()
  await expect(result.locator('mark')).toHaveText([word])

  // Listed under its tag, chosen in the tag filter of /memories.
  await openFeed(page)
  await page.getByRole('button', { name: 'Order and filter' }).click()
  await page.getByText('Filter by tag', { exact: true }).click()
  await page
    .getByRole('combobox', { name: 'Kind of tag' })
    .selectOption({ label: 'Hard things that went on' })
  // The filter lives in the address: the box shows ticked once the address has changed.
  const filter = page.getByRole('checkbox', { name: /^Emotional neglect \(\d+ memor(y|ies)\)$/ })
  await filter.click()
  await expect(filter).toBeChecked()
  await expect(page).toHaveURL('/memories?tag=emotional-neglect')
  await expect(page.getByRole('heading', { level: 2, name: 'Memories by tag' })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Emotional neglect.*remove this filter/ })).toBeVisible()
  await expect(cardOf(page, memory.title)).toBeVisible()
  for (const listed of await page.getByRole('listitem').getByRole('article').all())
    await expect(listed.getByRole('link', { name: 'Emotional neglect', exact: true })).toBeVisible()
})

test('the author edits and deletes their memory; someone else hides it from their lists and brings it back', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000)
  await signedInNewAccount(page, request, 'author')
  const first = unique('The blue bicycle')
  const link = await shareMemory(page, {
    title: first,
    body: 'My brother taught me to ride it in the car park behind the shops.',
  })

  // The author changes the title: the memory says it was edited, and the feed shows the new title.
  await page.getByRole('button', { name: 'Edit' }).click()
  const editForm = page.getByRole('form', { name: 'Edit your memory' })
  await expect(editForm.getByRole('textbox', { name: 'Title' })).toHaveValue(first)
  const title = unique('The red bicycle')
  await editForm.getByRole('textbox', { name: 'Title' }).fill(title)
  await editForm.getByRole('button', { name: 'Save changes' }).click()
  await expect(memoryHeading(page)).toHaveText(title)
  await expect(memoryOnItsPage(page)).toContainText('(edited)')
  await page.reload()
  await expect(memoryHeading(page)).toHaveText(title)
  expect(await feedLists(page, title)).toBe(true)
  await expect(cardOf(page, first)).toHaveCount(0)

  // Someone else hides it: it leaves their feed (only theirs), and comes back when they undo it.
  const reader = await anotherPerson(browser, request, 'reader')
  expect(await feedLists(reader.page, title)).toBe(true)
  await reader.page.goto(link)
  await expect(memoryHeading(reader.page)).toHaveText(title)
  await reader.page.getByRole('button', { name: 'Hide from my lists' }).click()
  await expect(
    reader.page.getByText('Hidden. It will no longer appear in your feed or search.'),
  ).toBeVisible()
  expect(await feedLists(reader.page, title), 'hidden from the reader’s feed').toBe(false)
  expect(await feedLists(page, title), 'still in the author’s feed').toBe(true)

  await reader.page.goto(link)
  await reader.page.getByRole('button', { name: 'Show it in my lists again' }).click()
  await expect(reader.page.getByText('It will appear in your lists again.')).toBeVisible()
  await expect(reader.page.getByRole('button', { name: 'Hide from my lists' })).toBeVisible()
  expect(await feedLists(reader.page, title), 'back in the reader’s feed').toBe(true)

  // The author deletes it: gone from every feed, and its page says it is not there.
  await page.goto(link)
  await page.getByRole('button', { name: 'Delete…' }).click()
  await expect(page.getByRole('heading', { name: 'Delete this memory?' })).toBeFocused()
  await page.getByRole('button', { name: 'Yes, delete it' }).click()
  await expect(page).toHaveURL('/home')
  await expect(page.getByText('Your memory has been deleted.')).toBeVisible()
  expect(await feedLists(page, title)).toBe(false)
  for (const person of [page, reader.page]) {
    await person.goto(link)
    await expect(person.getByRole('heading', { name: 'This memory is not here' })).toBeVisible()
    await expect(person.getByText(title)).toHaveCount(0)
  }
  expect(await feedLists(reader.page, title)).toBe(false)
  await reader.context.close()
})

test('the empathy words chosen in /settings label the button on memory cards and on the memory page', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000)
  // Someone else shares a memory: the empathy button is for other people's memories.
  const author = await anotherPerson(browser, request, 'empathy-author')
  const title = unique('Sunday mornings')
  const link = await shareMemory(author.page, {
    title,
    body: 'The house was quiet and I made my own breakfast every week.',
  })
  await author.context.close()

  await signedInNewAccount(page, request, 'empathy')
  await page.goto(link)
  await expect(memoryHeading(page)).toHaveText(title)
  await expect(memoryOnItsPage(page).getByRole('button', { name: /^Me too\b/ })).toBeVisible()

  await choosePreference(page, 'Empathy button text', 'I hear you')

  // On the cards of the feed (none of them this person's own): "I hear you", never "Me too".
  expect(await feedLists(page, title)).toBe(true)
  const cards = page.getByRole('listitem').getByRole('article')
  await expect(cardOf(page, title).getByRole('button', { name: /^I hear you\b/ })).toBeVisible()
  await expect(cards.getByRole('button', { name: /^I hear you\b/ })).toHaveCount(await cards.count())
  await expect(page.getByRole('button', { name: /^Me too\b/ })).toHaveCount(0)

  // On the memory's page.
  await page.goto(link)
  await expect(memoryHeading(page)).toHaveText(title)
  await expect(memoryOnItsPage(page).getByRole('button', { name: /^I hear you\b/ })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Me too\b/ })).toHaveCount(0)

  // On their own memory, only the counts, in their words.
  await shareMemory(page, {
    title: unique('Saturday swimming'),
    body: 'Nobody came to watch, so I stopped going.',
  })
  await expect(memoryOnItsPage(page)).toContainText(
    'Nobody has responded yet. People who relate can say “I hear you”',
  )
  await expect(memoryOnItsPage(page).getByRole('button', { name: /^I hear you\b/ })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Me too\b/ })).toHaveCount(0)
})

test('the guide report’s “Read memories about …” link opens /memories filtered by that tag', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000)
  // Someone shared a memory tagged physical abuse, and one without tags.
  const author = await anotherPerson(browser, request, 'author')
  const tagged = unique('The belt on the door')
  await shareMemory(author.page, {
    title: tagged,
    body: 'I learned to read the sound of his steps on the stairs.',
    tag: { kind: 'Hard things that went on', name: 'Physical abuse' },
  })
  const untagged = unique('The swimming lessons')
  await shareMemory(author.page, { title: untagged, body: 'The water was cold and the teacher was kind.' })
  await author.context.close()

  // A visitor's report names physical abuse; its section links to memories about it.
  await reportWithPhysicalAbuse(page)
  const section = await openReportSection(page, 'Physical abuse')
  await section.getByRole('link', { name: 'Read memories about physical abuse' }).click()
  await expect(page).toHaveURL('/memories?tag=physical-abuse')
  await expect(page.getByRole('heading', { level: 1, name: 'Memories' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Memories by tag' })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Physical abuse.*remove this filter/ })).toBeVisible()
  await page.getByRole('button', { name: 'Order and filter' }).click()
  await page.getByText('Filter by tag', { exact: true }).click()
  await expect(page.getByRole('checkbox', { name: /^Physical abuse \(\d+ memor(y|ies)\)$/ })).toBeChecked()

  await expect(cardOf(page, tagged)).toBeVisible()
  await expect(cardOf(page, untagged)).toHaveCount(0)
  const listed = page.getByRole('listitem').getByRole('article')
  expect(await listed.count()).toBeGreaterThan(0)
  for (const card of await listed.all())
    await expect(card.getByRole('link', { name: 'Physical abuse', exact: true })).toBeVisible()
})
