import type { Locator, Page, ViewportSize } from '@playwright/test'
import { expectAccessibleInBothThemes } from './fixtures/axe'
import { anotherNamedPerson, authorWithMemory, empathyButton, openMemory } from './fixtures/interactions'
import { choosePreference, memoryOnItsPage } from './fixtures/memories'
import { expect, test } from './fixtures/test'

// Lists on screen follow the live notifications (issue 23, decision 039): what a notification is
// about refreshes where the person is looking, without a reload. And one's own memory is never
// folded for them by their own safety filters. Two people, each in a browser of their own.

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 900 }
const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Notifications/ })

/** Opens `path` and waits until its notification stream is open, so nothing that follows is missed. */
async function openLive(page: Page, path: string) {
  const stream = page.waitForResponse(
    (response) => response.url().includes('/api/v1/notifications/stream') && response.status() === 200,
  )
  await page.goto(path)
  await stream
  // Marks this document: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { stillTheSameDocument: true }))
}
const sameDocument = (page: Page) => page.evaluate(() => 'stillTheSameDocument' in window)

/** What arrived live, without a reload: `shown` on screen and the page accessible at each size. */
async function arrivedLive(page: Page, shown: Locator, sizes: [ViewportSize, string][]) {
  expect(await sameDocument(page)).toBe(true)
  for (const [size, name] of sizes) {
    await page.setViewportSize(size)
    await expect(shown).toBeVisible()
    await expectAccessibleInBothThemes(page, name)
  }
}

/** B says me too on the memory open in their browser, with a note. */
async function sayMeToo(page: Page, note: string) {
  const view = memoryOnItsPage(page)
  await empathyButton(view).click()
  const form = page.getByRole('form', { name: 'Say Me too' })
  await form.getByRole('textbox', { name: 'A note (optional)' }).fill(note)
  // Under the name (it starts without: decision 057), so the author sees who said it.
  await form.getByRole('checkbox', { name: /Say it without my name/ }).uncheck()
  await form.getByRole('button', { name: 'Send' }).click()
  await expect(form).toHaveCount(0)
  await expect(empathyButton(view)).toHaveAccessibleName(/\(you said this\)$/)
}

test('A looks at /home while B asks to connect: the request shows in A’s panel, and A’s answer in B’s, without a reload', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000)
  await page.setViewportSize(DESKTOP)
  const { title, link, ...author } = await authorWithMemory(page, request, 'live-connect-author', {
    title: 'The lamp in the hallway',
    body: 'Someone always left the hallway lamp on, so I could find my way at night.',
  })
  await openLive(page, '/home')
  const connections = page.getByRole('region', { name: 'Connections' })
  await expect(connections).toContainText('Nobody is waiting for an answer from you.')

  // B asks to connect from A's memory.
  const reader = await anotherNamedPerson(browser, request, 'live-connect-reader')
  await openMemory(reader.page, link, title)
  await reader.page.getByRole('button', { name: 'Ask to connect' }).click()
  const askForm = reader.page.getByRole('form', { name: `Ask ${author.name} to connect` })
  const message = `Our hallway had a lamp like that. ${Date.now()}`
  await askForm.getByRole('textbox', { name: `A message for ${author.name} (optional)` }).fill(message)
  await askForm.getByRole('button', { name: 'Send request' }).click()
  await expect(reader.page.getByRole('button', { name: 'Withdraw request' })).toBeVisible()

  // A's panel shows it as the bell counts it: same page, same document.
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 new')
  const waiting = connections
    .getByRole('list', { name: 'Requests to you' })
    .getByRole('listitem')
    .filter({ hasText: reader.name })
  await expect(waiting).toContainText(message)
  await expect(connections).not.toContainText('Nobody is waiting for an answer from you.')
  await arrivedLive(page, waiting, [
    [DESKTOP, '/home with a request to connect that arrived live'],
    [PHONE, '/home on a phone with a request to connect that arrived live'],
  ])

  // B looks at their /home while A accepts: B's request becomes a connection there.
  await openLive(reader.page, '/home')
  const readersConnections = reader.page.getByRole('region', { name: 'Connections' })
  await expect(
    readersConnections.getByRole('list', { name: 'Requests you sent' }).getByRole('listitem'),
  ).toContainText(author.name)
  await waiting.getByRole('button', { name: `Accept ${reader.name}'s request` }).click()
  await expect(connections.getByRole('status')).toHaveText(`You are now connected with ${reader.name}.`)
  await expect(
    readersConnections.getByRole('list', { name: 'Your connections' }).getByRole('listitem'),
  ).toContainText(author.name)
  await expect(readersConnections).toContainText('You have no requests waiting.')
  expect(await sameDocument(reader.page)).toBe(true)
  await reader.context.close()
})

test('A looks at their memory while B comments and says me too: both lists update without a reload', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000)
  await page.setViewportSize(PHONE)
  const { title, link } = await authorWithMemory(page, request, 'live-memory-author', {
    title: 'The swing behind the flats',
    body: 'I went to the swing behind the flats whenever the shouting started.',
  })
  await openLive(page, link)
  const whoSaid = page.getByRole('region', { name: 'People who said “Me too”' })
  await expect(whoSaid).toContainText('Nobody has said “Me too” yet.')
  await expect(page.getByRole('heading', { level: 2, name: /^Comments/ })).toBeVisible()

  const reader = await anotherNamedPerson(browser, request, 'live-memory-reader')
  await openMemory(reader.page, link, title)

  // B comments: it appears under A's memory.
  const comment = `I had a swing like that. ${Date.now()}`
  const addComment = reader.page.getByRole('form', { name: 'Add a comment' })
  await addComment.getByRole('textbox', { name: 'Add a comment' }).fill(comment)
  await addComment.getByRole('checkbox', { name: 'Comment without my name' }).uncheck()
  await addComment.getByRole('button', { name: 'Post comment' }).click()
  await expect(reader.page.getByText('Your comment is posted.')).toBeVisible()
  await expect(
    page.getByRole('list', { name: 'Comments' }).getByRole('article', { name: `Comment by ${reader.name}` }),
  ).toContainText(comment)

  // B says me too, with a note: A sees who said it, with the note.
  const note = `The chains squeaked on ours. ${Date.now()}`
  await sayMeToo(reader.page, note)
  const readersMeToo = whoSaid.getByRole('listitem').filter({ hasText: reader.name })
  await expect(readersMeToo).toContainText(note)
  await expect(whoSaid).not.toContainText('Nobody has said')
  await arrivedLive(page, readersMeToo, [
    [PHONE, 'a memory page on a phone whose comments and me-toos arrived live'],
    [DESKTOP, 'a memory page whose comments and me-toos arrived live'],
  ])
  await reader.context.close()
})

test('the author of a memory with a warning they filter opens it from a notification: open, the warning named', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000)
  await page.setViewportSize(DESKTOP)
  const warning = 'Illness, injury and hospitals'
  const body = 'The nurses were kinder than anyone at home.\nNobody came to visit that week.'
  const memory = { title: 'The ward at night', body, warning }
  const { title, link } = await authorWithMemory(page, request, 'own-filter-author', memory)
  // The author would rather not read about hospitals: their own filter is on.
  await choosePreference(page, 'Safety filters', warning)

  const reader = await anotherNamedPerson(browser, request, 'own-filter-reader')
  // B filters nothing: the memory is open for them.
  await openMemory(reader.page, link, title)
  await sayMeToo(reader.page, 'I remember a ward like that.')
  await reader.context.close()

  // A opens it from the notification.
  await page.goto('/home/notifications')
  const item = page
    .getByRole('region', { name: 'Me too', exact: true })
    .getByRole('link', { name: `Unread: ${reader.name} said me too to “${title}”` })
  await item.click()
  await expect(page).toHaveURL(link)
  const article = memoryOnItsPage(page)
  await expect(article.getByRole('heading', { level: 2, name: title })).toBeVisible()
  await expect(article).toContainText('Nobody came to visit that week.')
  await expect(article).toContainText(
    `Your content warning: ${warning}. Readers who turned on that safety filter see this memory folded away until they choose to open it.`,
  )
  await expect(article.getByRole('button', { name: 'Show anyway' })).toHaveCount(0)
  await expect(article).not.toContainText('folded away by your safety filters')
  await expectAccessibleInBothThemes(page, 'the author’s own memory under their own filter, opened')

  // On a phone, and in their own list on /home, the same.
  await page.setViewportSize(PHONE)
  await expect(article.getByRole('heading', { level: 2, name: title })).toBeVisible()
  await expectAccessibleInBothThemes(page, 'the author’s own memory under their own filter, on a phone')
  await page.goto('/home')
  const mine = page.getByRole('region', { name: 'My memories' })
  await expect(mine.getByRole('link', { name: title, exact: true })).toBeVisible()
  await expect(mine).toContainText(`Your content warning: ${warning}.`)
  await expect(mine.getByRole('button', { name: 'Show anyway' })).toHaveCount(0)
})
