import type { Page, Request } from '@playwright/test'
import { signedInNewAccount } from './fixtures/accounts'
import { cardOf, shareMemory, unique } from './fixtures/memories'
import { expect, test } from './fixtures/test'

// Issue 36, decision 067: /memories comes with its first screen's answers, so a phone shows the
// first memories without waiting for the app to ask for them: the feed (and, for a member, the
// preferences its cards wait for, a visitor's options) is not fetched again, the cards are the same a request would
// give (the unit tests of lib/carried-answers show a later ask goes to the network).

const FEED = '/api/v1/feed/'
const PREFERENCES = '/api/v1/user-preference/get-user-preferences'
const OPTIONS = '/api/v1/user-preference/get-options'

function requestsTo(page: Page, path: string): Request[] {
  const seen: Request[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) seen.push(request)
  })
  return seen
}

test('a visitor reads the newest memories without the app asking for them', async ({ browser, request }) => {
  const authorContext = await browser.newContext()
  const author = await authorContext.newPage()
  await signedInNewAccount(author, request, 'first-screen')
  const title = unique('The library after school')
  await shareMemory(author, { title, body: 'The librarian let me stay until closing.\nNobody asked why.' })
  await authorContext.close()

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  const feedRequests = requestsTo(page, FEED)
  const optionRequests = requestsTo(page, OPTIONS)
  const response = await page.goto('/memories')
  expect(response?.headers()['cache-control']).toBe('private, no-store')
  await expect(cardOf(page, title)).toBeVisible()
  await expect(page.getByText('Loading memories…')).toHaveCount(0)
  expect(feedRequests).toHaveLength(0)
  // Nor the safety filters a visitor starts from, which the cards wait for.
  expect(optionRequests).toHaveLength(0)
  // Read once, then gone from the page: nothing of it stays in the document.
  await expect(page.locator('#kindred-first-answers')).toHaveCount(0)

  await context.close()
})

test('a member opens /memories with their own feed and preferences, asked for by nobody', async ({
  page,
  request,
}) => {
  await signedInNewAccount(page, request, 'first-screen-member')
  const title = unique('Without my name')
  await shareMemory(page, {
    title,
    body: 'I wrote this without my name.\nIt is still mine.',
    anonymous: true,
  })
  const feedRequests = requestsTo(page, FEED)
  const preferenceRequests = requestsTo(page, PREFERENCES)
  await page.goto('/memories')
  const card = cardOf(page, title)
  await expect(card).toBeVisible()
  // Theirs, as the member's own feed says (a visitor's feed does not know whose it is).
  await expect(card.getByText(/without your name/)).toBeVisible()
  await expect(page.getByText('Loading memories…')).toHaveCount(0)
  expect(feedRequests).toHaveLength(0)
  expect(preferenceRequests).toHaveLength(0)
})
