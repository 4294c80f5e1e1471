import type { Page, Request } from '@playwright/test'
import { signedInNewAccount } from './fixtures/accounts'
import { anotherPerson, csrfHeaderOf, shareMemory, unique } from './fixtures/memories'
import { expect, test } from './fixtures/test'

// SPEC §3.5: authentication is sent when the app adds X-CSRF-Token. Memory list calls send it only
// on /home and /memories (elsewhere they read as a visitor would); search only when signed in.
// What is checked here is the header the browser actually sent.

const csrfCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'csrfToken')?.value

/** The first request to a path (starting with `path`) made while `action` runs. */
async function requestTo(
  page: Page,
  path: string | RegExp,
  action: () => Promise<unknown>,
): Promise<Request> {
  const matches = (request: Request) => {
    const { pathname } = new URL(request.url())
    return typeof path === 'string' ? pathname.startsWith(path) : path.test(pathname)
  }
  const [request] = await Promise.all([page.waitForRequest(matches), action()])
  return request
}

test('memory lists send authentication only on /home and /memories, and search only when signed in', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000)
  await signedInNewAccount(page, request, 'author')
  const word = 'lighthouse'
  const title = unique('The lighthouse trip')
  const link = await shareMemory(page, {
    title,
    body: `We drove to the ${word} once, and for a day nobody shouted.`,
  })
  await shareMemory(page, {
    title: unique('My grandmother’s garden'),
    body: 'She grew beans and let me help.',
  })
  const csrf = await csrfCookie(page)
  expect(csrf, 'signed in: the app can read the csrf cookie').toBeTruthy()

  // On /memories: the feed, and the snippets of a tag, send it. The feed's first page comes inside
  // the page itself, asked by the server with the same cookies and header (decision 067): the app's
  // own request is the next page's.
  const feed = await requestTo(page, '/api/v1/feed/', () => page.goto('/memories?page=2'))
  expect(csrfHeaderOf(feed), 'feed from /memories').toBe(csrf)
  const snippets = await requestTo(page, '/memories/memories-list/snippets-r/', () =>
    page.goto('/memories?tag=emotional-neglect'),
  )
  expect(csrfHeaderOf(snippets), 'snippets from /memories').toBe(csrf)

  // On /home: my memories send it.
  const mine = await requestTo(page, '/memories/api/v1/my-memories/', () => page.goto('/home'))
  expect(csrfHeaderOf(mine), 'my memories from /home').toBe(csrf)

  // Search, signed in, sends it.
  const search = await requestTo(page, '/memories/api/v1/search/', () =>
    page.goto(`/memories/search?q=${word}`),
  )
  expect(csrfHeaderOf(search), 'search, signed in').toBe(csrf)

  // Someone else, signed in, opens the memory's page: the memory itself is asked for with
  // authentication, but the list of the author's other memories ("More from …") without it.
  const { context: readerContext, page: reader } = await anotherPerson(browser, request, 'reader')
  const readerCsrf = await csrfCookie(reader)
  expect(readerCsrf).toBeTruthy()
  const [details, others] = await Promise.all([
    reader.waitForRequest((r) =>
      new URL(r.url()).pathname.startsWith('/memories/api/v1/memories/get-details-bulk/'),
    ),
    reader.waitForRequest((r) => new URL(r.url()).pathname.startsWith('/memories/api/v1/user_memories/')),
    reader.goto(link),
  ])
  expect(csrfHeaderOf(details), 'the memory itself, from its page').toBe(readerCsrf)
  expect(csrfHeaderOf(others), 'a memory list from /memories/m/…').toBeUndefined()
  // Answered as for a visitor, the list still shows the author's other public memory.
  await expect(reader.getByRole('heading', { level: 2, name: /^More from / })).toBeVisible()
  await expect(reader.getByRole('heading', { level: 2, name: title })).toBeVisible()

  // Signed out, search goes without it.
  await reader.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign out' }).click()
  await expect(reader.getByRole('heading', { level: 1, name: /A quiet place/ })).toBeVisible()
  const visitorSearch = await requestTo(reader, '/memories/api/v1/search/', () =>
    reader.goto(`/memories/search?q=${word}`),
  )
  expect(csrfHeaderOf(visitorSearch), 'search, signed out').toBeUndefined()
  await expect(reader.getByRole('link', { name: title, exact: true })).toBeVisible()
  await readerContext.close()
})
