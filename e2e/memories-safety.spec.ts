import type { Page, Request } from '@playwright/test'
import { signedInNewAccount } from './fixtures/accounts'
import { expectAccessibleInBothThemes } from './fixtures/axe'
import { empathyButton } from './fixtures/interactions'
import { expectNoSidewaysScroll } from './fixtures/layout'
import {
  anotherPerson,
  cardOf,
  choosePreference,
  foldedCards,
  memoryOnItsPage,
  openComposer,
  openFeed,
  shareMemory,
  unique,
} from './fixtures/memories'
import { NEUTRAL_URL } from './fixtures/ports'
import { expect, test } from './fixtures/test'

// Safety around memories (SPEC §8, §10): safety filters fold matching memories away until the
// reader chooses to open them, and the composer's crisis note stays between the writer and the page.

/** Records, from the first byte of every document, whether `text` was ever on the page. */
async function watchFor(page: Page, text: string) {
  await page.addInitScript((secret) => {
    const w = window as unknown as { __seen: boolean }
    w.__seen = false
    new MutationObserver(() => {
      if (document.body?.textContent?.includes(secret)) w.__seen = true
    }).observe(document, { childList: true, subtree: true, characterData: true })
  }, text)
}
/**
 * Calls `open` and waits until the page has asked for everything it asks for by itself (the parts of
 * the page that load later, their data) and received it, a second with nothing under way; the
 * notifications' stream, which stays open, aside. What is not on the page then is not coming.
 */
async function openAndSettle(page: Page, open: () => Promise<unknown>) {
  const underWay = new Set<Request>()
  const start = (request: Request) => {
    if (request.resourceType() !== 'eventsource') underWay.add(request)
  }
  const end = (request: Request) => underWay.delete(request)
  page.on('request', start)
  page.on('requestfinished', end)
  page.on('requestfailed', end)
  try {
    await open()
    let quietSince = Date.now()
    while (Date.now() - quietSince < 1_000) {
      await page.waitForTimeout(100)
      if (underWay.size > 0) quietSince = Date.now()
    }
  } finally {
    page.off('request', start)
    page.off('requestfinished', end)
    page.off('requestfailed', end)
  }
}
const wasSeen = (page: Page) => page.evaluate(() => (window as unknown as { __seen: boolean }).__seen)

test('a safety filter folds a memory away in the feed and on its page, naming only the filter, until “Show anyway”', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000)
  // The reader turned on one filter, for illness and hospitals.
  await signedInNewAccount(page, request, 'reader')
  await choosePreference(page, 'Safety filters', 'Illness, injury and hospitals')

  // Someone shares a memory tagged physical neglect, with a warning for illness and hospitals added.
  const author = await anotherPerson(browser, request, 'author')
  const memory = {
    title: unique('The ward at night'),
    body: 'The nurses were kinder than anyone at home.\nNobody came to visit that week.',
    tag: { kind: 'Hard things that went on', name: 'Physical neglect' },
    warning: 'Illness, injury and hospitals',
  }
  const link = await shareMemory(author.page, memory)
  await author.context.close()

  // In the feed: folded, the filter named, nothing of the memory shown (not even for a moment).
  await watchFor(page, memory.title)
  await openFeed(page)
  // Journeys running beside this one may share memories with the same warning at the same time: each
  // is folded the same way, and this one is among them, the newest when the feed was read.
  const folded = foldedCards(page)
  await expect(folded.first()).toHaveText(
    'This memory is folded away by your safety filters. It may touch on Illness, injury and hospitals.Show anyway',
  )
  const foldedAtFirst = await folded.count()
  await expect(page.getByText(memory.title)).toHaveCount(0)
  await expect(page.getByText(/Nobody came to visit/)).toHaveCount(0)
  expect(await wasSeen(page), 'the title was never on the page before “Show anyway”').toBe(false)
  await folded.first().getByRole('button', { name: 'Show anyway' }).click()
  const card = cardOf(page, memory.title)
  await expect(card).toContainText('Nobody came to visit that week.')
  await expect(card.getByRole('link', { name: 'Physical neglect', exact: true })).toBeVisible()
  // Only the memory opened is shown: the others stay folded.
  await expect(foldedCards(page)).toHaveCount(foldedAtFirst - 1)

  // On its own page, the same.
  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1, name: 'A shared memory' })).toBeVisible()
  const article = memoryOnItsPage(page)
  await expect(article).toHaveText(
    'This memory is folded away by your safety filters. It may touch on Illness, injury and hospitals.Show anyway',
  )
  expect(await wasSeen(page), 'the title was never on the page before “Show anyway”').toBe(false)
  await expect(page).toHaveTitle(/^A shared memory/)
  await article.getByRole('button', { name: 'Show anyway' }).click()
  await expect(article.getByRole('heading', { level: 2, name: memory.title })).toBeVisible()
  expect(await article.innerText()).toContain(memory.body)
})

// A folded memory's page offers nothing to answer under words the reader chose not to see: no
// comments, no comment form, no "Me too", until "Show anyway"; then all of it (issue 34, item 5).
for (const screen of [
  { name: 'a phone', width: 390, height: 844 },
  { name: 'a laptop', width: 1366, height: 900 },
]) {
  test(`on ${screen.name}, a folded memory’s page shows its comments, the comment form and “Me too” only after “Show anyway”`, async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width: screen.width, height: screen.height })
    await signedInNewAccount(page, request, 'folded-page-reader')
    // A warning of its own, so its memories never fold into the feed journey above as it runs beside.
    await choosePreference(page, 'Safety filters', 'Alcohol and drugs')

    // The author shares a memory with a warning for illness and hospitals, and comments under it.
    const author = await anotherPerson(browser, request, 'folded-page-author')
    const memory = {
      title: unique('The waiting room'),
      body: 'The chairs were orange.\nI counted them until my name was called.',
      warning: 'Alcohol and drugs',
    }
    const link = await shareMemory(author.page, memory)
    const comment = unique('I remember those orange chairs too')
    const authorsForm = author.page.getByRole('form', { name: 'Add a comment' })
    await authorsForm.getByRole('textbox', { name: 'Add a comment' }).fill(comment)
    await authorsForm.getByRole('button', { name: 'Post comment' }).click()
    await expect(author.page.getByText('Your comment is posted.')).toBeVisible()
    await author.context.close()

    // Folded: the filter named, and nothing to read or answer, not even for a moment.
    await watchFor(page, comment)
    await openAndSettle(page, async () => {
      await page.goto(link)
      await expect(page.getByRole('heading', { level: 1, name: 'A shared memory' })).toBeVisible()
    })
    const article = memoryOnItsPage(page)
    await expect(article).toHaveText(
      'This memory is folded away by your safety filters. It may touch on Alcohol and drugs.Show anyway',
    )
    const main = page.getByRole('main')
    await expect(main.getByRole('form', { name: 'Add a comment' })).toHaveCount(0)
    await expect(main.getByRole('textbox')).toHaveCount(0)
    await expect(main.getByRole('heading', { name: /^Comments/ })).toHaveCount(0)
    await expect(empathyButton(main)).toHaveCount(0)
    await expect(main.getByRole('group', { name: 'Say it in a few words' })).toHaveCount(0)
    expect(await wasSeen(page), 'the comment was never on the page before “Show anyway”').toBe(false)
    await expectNoSidewaysScroll(page, `a folded memory’s page on ${screen.name}`)
    await expectAccessibleInBothThemes(page, `a folded memory’s page on ${screen.name}`)

    // Opened: the memory, then all that answers it.
    await page.reload()
    await memoryOnItsPage(page).getByRole('button', { name: 'Show anyway' }).click()
    await expect(article.getByRole('heading', { level: 2, name: memory.title })).toBeVisible()
    await expect(empathyButton(article)).toBeVisible()
    await expect(main.getByRole('heading', { level: 2, name: /^Comments \(1 comment\)$/ })).toBeVisible()
    await expect(main.getByRole('list', { name: 'Comments' })).toContainText(comment)
    await expect(
      main.getByRole('form', { name: 'Add a comment' }).getByRole('textbox', { name: 'Add a comment' }),
    ).toBeVisible()
    await expectNoSidewaysScroll(page, `an opened memory’s page on ${screen.name}`)
    await expectAccessibleInBothThemes(page, `a folded memory’s page, opened, on ${screen.name}`)
  })
}

const PHRASE = 'I wanted to end my life'

/** Every request the page makes: its address, headers and body, to look for the typed words in. */
function recordRequests(page: Page): string[] {
  const sent: string[] = []
  const record = (request: Request) =>
    sent.push(
      [
        request.method(),
        decodeURIComponent(request.url()),
        JSON.stringify(request.headers()),
        request.postData() ?? '',
      ].join('\n'),
    )
  page.on('request', record)
  return sent
}

const storageHolding = (page: Page, words: string) =>
  page.evaluate(
    (w) => ({
      local: Object.keys(localStorage).filter((key) => (localStorage.getItem(key) ?? '').includes(w)),
      session: Object.keys(sessionStorage).filter((key) => (sessionStorage.getItem(key) ?? '').includes(w)),
    }),
    words,
  )

test('writing about wanting to die shows a private note with crisis lines; nothing about it is sent or kept, and sharing is not blocked', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  await signedInNewAccount(page, request, 'writer')
  const sent = recordRequests(page)
  const form = await openComposer(page)
  const title = unique('The winter I was fifteen')
  await form.getByRole('textbox', { name: 'Title' }).fill(title)
  const body = form.getByRole('textbox', { name: 'Your memory' })
  await body.pressSequentially(`Some nights ${PHRASE}.`)

  const note = page.getByRole('complementary', { name: 'If this is close to how you feel now' })
  await expect(note).toBeVisible()
  await expect(note).toContainText('Only you can see this note')
  await expect(note.locator('a[href="tel:988"]')).toBeVisible()
  await expect(note.locator('a[href="tel:116123"]')).toBeVisible()

  // Before sharing: no request carried the words, and only this tab's draft holds them.
  expect(sent.length, 'requests were watched').toBeGreaterThan(0)
  expect(sent.filter((what) => what.toLowerCase().includes('end my life'))).toEqual([])
  expect(await storageHolding(page, 'end my life')).toEqual({ local: [], session: ['kindred-draft-memory'] })

  // Words that do not mention it take the note away again.
  await body.fill('Some nights I sat on the stairs and listened.')
  await expect(note).toHaveCount(0)
  await body.fill(`Some nights ${PHRASE}. I am still here, and writing helps.`)
  await expect(note).toBeVisible()

  // Nothing blocks sharing; the memory is shared as written, and its page has no note.
  await form.getByRole('button', { name: 'Share memory' }).click()
  await expect(page.getByText('Your memory is shared.')).toBeVisible()
  await expect(memoryOnItsPage(page)).toContainText(PHRASE)
  await expect(page.getByRole('complementary', { name: 'If this is close to how you feel now' })).toHaveCount(
    0,
  )
  expect(await storageHolding(page, 'end my life')).toEqual({ local: [], session: [] })
})

test('a quick exit wipes the unsent draft that mentions self-harm', async ({ page, request }) => {
  test.setTimeout(90_000)
  await signedInNewAccount(page, request, 'quick-exit')
  const form = await openComposer(page)
  await form.getByRole('textbox', { name: 'Your memory' }).pressSequentially(`Some nights ${PHRASE}.`)
  await expect(
    page.getByRole('complementary', { name: 'If this is close to how you feel now' }),
  ).toBeVisible()
  expect(await storageHolding(page, 'end my life')).toEqual({ local: [], session: ['kindred-draft-memory'] })

  // A quick exit signs out unless the person chose otherwise (decision 056, its own journeys in
  // quick-exit-sign-out.spec.ts); chosen here, so that the same person can open the composer again.
  await page.evaluate(() => localStorage.setItem('kindred-quick-exit-stays-signed-in', 'on'))
  await page.getByRole('button', { name: 'Quick exit' }).click()
  await page.waitForURL(NEUTRAL_URL)

  // Back on Kindred in the same tab: no draft anywhere, and the composer starts empty.
  await page.goto('/memories')
  await expect(page.getByRole('button', { name: 'Write a memory' })).toBeVisible()
  expect(await storageHolding(page, 'end my life')).toEqual({ local: [], session: [] })
  await page.getByRole('button', { name: 'Write a memory' }).click()
  await expect(page.getByRole('textbox', { name: 'Your memory' })).toHaveValue('')
})
