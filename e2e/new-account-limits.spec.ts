import type { Locator, Page } from '@playwright/test'
import { CSRF_COOKIE, CSRF_HEADER } from '@kindred/contract/http'
import { MEMORY_PATHS } from '@kindred/contract/memories'
import { signedInNewAccount } from './fixtures/accounts'
import { expectAccessibleInBothThemes } from './fixtures/axe'
import { openMemory } from './fixtures/interactions'
import { openComposer, shareMemory, unique } from './fixtures/memories'
import { NEW_ACCOUNTS_URL } from './fixtures/ports'
import { expectNoSidewaysScroll } from './fixtures/layout'
import { expect, test } from './fixtures/test'

// A brand-new account meets the limits of its first day (SPEC §3.6) before it writes, never after
// it presses Send or Share (decision 037): on someone's memory it reads from when it can ask to
// connect, in its own time zone and language; in the composer, how many memories it can share today,
// and once those are used, from when it can share again, with what it then writes kept. These
// journeys run on the server that keeps NEW_ACCOUNT_HOURS as configured (playwright.config.ts).

test.use({ baseURL: NEW_ACCOUNTS_URL })

const USED_UP = 'You have shared or saved the 3 memories a new account can share today.'

const DEVICES = [
  {
    name: 'a phone',
    viewport: { width: 390, height: 844 },
    locale: 'en-GB',
    timezoneId: 'Pacific/Auckland',
  },
  {
    name: 'a desktop',
    viewport: { width: 1280, height: 900 },
    locale: 'en-US',
    timezoneId: 'America/New_York',
  },
] as const

/** A moment as this browser shows it: its own language and time zone (lib/format-date.ts). */
const shownHere = (page: Page, iso: string) =>
  page.evaluate(
    (at) =>
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at)),
    iso,
  )

/** When this person's account stops being new, as the server says it. */
async function newUntil(page: Page): Promise<string> {
  // Asked the way the app asks: its cookies, and the CSRF cookie's value echoed ("sends authentication").
  const answer = await page.evaluate(
    async ({ cookie, header }) => {
      const csrf = document.cookie.match(new RegExp(`(?:^|; )${cookie}=([^;]*)`))?.[1] ?? ''
      const res = await fetch('/api/v1/auth/me', { credentials: 'include', headers: { [header]: csrf } })
      return { status: res.status, body: (await res.json()) as unknown }
    },
    { cookie: CSRF_COOKIE, header: CSRF_HEADER },
  )
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  const { user } = answer.body as { user: { new_account: { until: string } | null } }
  const until = user.new_account?.until
  expect(until, 'until when a brand-new account on this server is new').toEqual(expect.any(String))
  return until as string
}

/** Axe in both themes, then the phone's menu closed again if the check opened it. */
async function accessibleInBothThemes(page: Page, what: string) {
  await expectAccessibleInBothThemes(page, what)
  const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' })
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) === 'true') {
    await page.keyboard.press('Escape')
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
  }
}

/** The notice sits above the composer's first field, so it is read before anything is written. */
async function expectAbove(notice: Locator, field: Locator) {
  const [top, below] = await Promise.all([notice.boundingBox(), field.boundingBox()])
  expect(top && below && top.y + top.height <= below.y, 'the notice above the first field').toBe(true)
}

for (const device of DEVICES) {
  test.describe(`on ${device.name}`, () => {
    test.use({ viewport: device.viewport, locale: device.locale, timezoneId: device.timezoneId })

    test('a brand-new account is told when it can ask to connect before writing a request, and when it can share again before writing a fourth memory', async ({
      page,
      request,
      browser,
    }) => {
      test.setTimeout(240_000)
      // Someone else, new too, shares a memory under their name.
      const authorContext = await browser.newContext({ baseURL: NEW_ACCOUNTS_URL })
      const authorPage = await authorContext.newPage()
      const author = await signedInNewAccount(authorPage, request, 'limits-author')
      const title = unique('The swing in the yard')
      const link = await shareMemory(authorPage, {
        title,
        body: 'I sat on that swing for hours when the house got loud, counting the clouds.',
      })
      await authorContext.close()

      // The brand-new reader: where "Ask to connect" would be, from when they can ask.
      await signedInNewAccount(page, request, 'limits-reader')
      const until = await newUntil(page)
      const when = await shownHere(page, until)
      const memory = await openMemory(page, link, title)
      const wait = page.getByText(`You can ask ${author.name} to connect from ${when}.`)
      await expect(wait).toBeVisible()
      await expect(wait.locator('time')).toHaveAttribute('datetime', until)
      await expect(page.getByText(`a me too or a kind word still reaches ${author.name}`)).toBeVisible()
      await expect(page.getByRole('button', { name: 'Ask to connect' })).toHaveCount(0)
      await expect(memory.getByRole('textbox')).toHaveCount(0)
      await expectNoSidewaysScroll(page, 'the wait to connect')
      await accessibleInBothThemes(page, 'a memory’s page with the wait to connect')

      // The composer says the day's limit first, above the title, before anything is written.
      const form = await openComposer(page)
      const lead = form.getByText('Your account is new, so you can share up to 3 memories today.')
      await expect(lead).toBeVisible()
      await expect(form.getByText(`This limit ends on ${when}.`)).toBeVisible()
      await expectAbove(lead, form.getByRole('textbox', { name: 'Title' }))
      await expectNoSidewaysScroll(page, 'the day’s limit in the composer')
      await accessibleInBothThemes(page, 'the composer with a new account’s limit')

      // Three memories, each saying what is left before it is written.
      for (const [n, before] of [
        [1, 'up to 3 memories today'],
        [2, '2 more memories today'],
        [3, '1 more memory today'],
      ] as const) {
        await openComposer(page)
        await expect(page.getByText(`Your account is new, so you can share ${before}.`)).toBeVisible()
        await shareMemory(page, {
          title: unique(`A small memory ${n}`),
          body: 'The kitchen radio was always on, and I liked the weather report.',
        })
      }

      // None left: said on opening, with from when, before anything is written.
      const creates: string[] = []
      page.on('request', (sent) => {
        if (sent.method() === 'POST' && new URL(sent.url()).pathname === MEMORY_PATHS.create)
          creates.push(sent.url())
      })
      const full = await openComposer(page)
      const usedUp = full.getByText(USED_UP)
      await expect(usedUp).toBeVisible()
      const again = full.getByText(/^You can share again from /)
      await expect(again).toContainText(`You can share again from ${when}.`)
      await expect(again.locator('time')).toHaveAttribute('datetime', until)
      await expectAbove(usedUp, full.getByRole('textbox', { name: 'Title' }))
      await expectNoSidewaysScroll(page, 'no memories left in the composer')
      await accessibleInBothThemes(page, 'the composer with no memories left today')

      // What they write now is kept: after a reload the composer is still open with their draft.
      const draftTitle = unique('For tomorrow')
      const draftBody = 'I want to write about the swing, and the neighbour who waved every morning.'
      await full.getByRole('textbox', { name: 'Title' }).fill(draftTitle)
      await full.getByRole('textbox', { name: 'Your memory' }).fill(draftBody)
      await page.reload()
      const back = page.getByRole('form', { name: 'Share a memory' })
      await expect(back.getByRole('textbox', { name: 'Title' })).toHaveValue(draftTitle)
      await expect(back.getByRole('textbox', { name: 'Your memory' })).toHaveValue(draftBody)
      await expect(back.getByText(USED_UP)).toBeVisible()
      expect(creates, 'nothing sent while the limit is said').toEqual([])
    })
  })
}
