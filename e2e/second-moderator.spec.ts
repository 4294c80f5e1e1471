import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test'
import { signInAsAdmin } from './fixtures/admin'
import { expectAccessibleInBothThemes } from './fixtures/axe'
import { adminCommand, clearFreshInstall, FRESH_URL, startFreshInstall } from './fixtures/fresh-install'
import { openMemory, signedInWithName } from './fixtures/interactions'
import { uniqueEmail } from './fixtures/mail'
import { memoryOnItsPage, shareMemory, unique } from './fixtures/memories'
import { expect, test } from './fixtures/test'

// Issue 23, item 2, end to end on a fresh install of its own (the run's shared server gains
// moderators from other journeys): `create-admin` says appeals need a second moderator; the lone
// admin is told so on /moderation and at their first decision; the author who appeals is told
// honestly that their request waits until another moderator joins; the admin adds a moderator in
// the app, and that moderator decides the appeal (decision 038). Screens that changed are checked
// with axe on a phone and a desktop, in both themes.

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }
const RULE = 'Harassment or bullying'
const ONLY_MODERATOR = 'Appeals need a second moderator'
const GRANT_COMMAND = 'npm run admin -- grant-moderator <their email address>'
const HIDDEN =
  'Hidden. Its author is told which rule it breaks; the people who reported it are told the outcome.'
const WOULD_WAIT =
  'Its author can ask for a second look, which a moderator other than you has to give, and nobody else moderates yet: until someone does, an appeal waits.'
const WAITS_FOR_ANOTHER =
  'Nobody decides an appeal of their own decision, and nobody else moderates yet, so this appeal waits until someone does.'
const NOT_YOURS = 'Another moderator decides appeals of your own decisions.'
const WOULD_WAIT_FOR_AUTHOR =
  'Kindred has no other moderator yet: your request would wait until one joins, and you would be told what they decide.'
const WAITING_FOR_AUTHOR =
  'Kindred has no other moderator yet, so your request waits until one joins. Nothing more is needed from you: you will be told what they decide.'
const OPEN_FOR_AUTHOR = 'A moderator who did not make this decision will look at it again'
const RESTORED = 'Restored. Its author and the people who reported it are told.'

interface Person {
  page: Page
  name: string
  email: string
}

/** A browser of its own on the fresh install (closed with the test). */
async function browserOn(browser: Browser, viewport = DESKTOP) {
  const context = await browser.newContext({ baseURL: FRESH_URL, viewport })
  return context.newPage()
}

/** Someone new on the fresh install, signed in and named. */
async function newPerson(
  browser: Browser,
  request: APIRequestContext,
  label: string,
  viewport = DESKTOP,
): Promise<Person> {
  const page = await browserOn(browser, viewport)
  return { page, ...(await signedInWithName(page, request, label)) }
}

/** Axe on the page as it is now, on a desktop and on a phone, in both themes each. */
async function accessibleOnBothSizes(page: Page, what: string) {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport)
    await expectAccessibleInBothThemes(page, `${what}, ${size}`)
  }
  await page.setViewportSize(DESKTOP)
}

/** /moderation, loaded, with the role the server gives now. */
async function openDesk(page: Page) {
  await page.goto('/moderation')
  await expect(page.getByRole('heading', { level: 2, name: 'Reports waiting' })).toBeVisible()
  await expect(page.getByText(/^Loading the (reports|appeals)…$/)).toHaveCount(0)
}

const deskItem = (page: Page, list: RegExp, heading: RegExp): Locator =>
  page
    .getByRole('list', { name: list })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: heading }) })

let stopFreshInstall: (() => Promise<void>) | undefined
test.afterAll(async () => {
  await stopFreshInstall?.()
})

test('a lone admin is told appeals need a second moderator; the author is told theirs waits; the moderator added decides it', async ({
  browser,
  request,
}) => {
  // A fresh install and six browsers: about a minute here, CI up to 4.5 times slower.
  test.setTimeout(300_000)

  // `create-admin` on an empty database says what to do next, the second moderator included.
  await clearFreshInstall()
  const adminEmail = uniqueEmail('lone-admin')
  const created = await adminCommand('create-admin', adminEmail)
  expect(created.code).toBe(0)
  expect(created.output).toContain('What to do next:')
  expect(created.output).toContain('choose “Forgot your password?”')
  expect(created.output).toContain('Add a second moderator.')
  expect(created.output).toContain(GRANT_COMMAND)
  expect(created.output).not.toContain(adminEmail)
  stopFreshInstall = (await startFreshInstall()).stop

  const admin = await browserOn(browser)
  const [writer, reporter] = await Promise.all([
    newPerson(browser, request, 'lone-admin-writer', PHONE),
    newPerson(browser, request, 'lone-admin-reporter'),
    signInAsAdmin(admin, request, adminEmail),
  ])

  // A memory, reported.
  const title = unique('The hallway light')
  const link = await shareMemory(writer.page, {
    title,
    body: 'The hallway light stayed on all night, and I learned to sleep with it.',
  })
  await openMemory(reporter.page, link, title)
  await memoryOnItsPage(reporter.page).getByRole('button', { name: 'Report' }).click()
  const dialog = reporter.page.getByRole('dialog', { name: 'Report this memory' })
  await dialog.getByRole('radio', { name: RULE }).check()
  await dialog.getByRole('button', { name: 'Send' }).click()
  await expect(dialog.getByText(/A moderator will look at it/)).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).click()

  // The lone admin's /moderation says appeals need a second moderator, and how to add one.
  await openDesk(admin)
  const notice = admin.getByRole('region', { name: ONLY_MODERATOR })
  await expect(notice).toContainText('You are the only moderator for now.')
  await expect(notice).toContainText(GRANT_COMMAND)
  await expect(notice.getByRole('link', { name: 'Add a moderator' })).toBeVisible()

  // Their first decision: hidden, and an appeal of it would wait.
  const queued = deskItem(admin, /^Reports waiting/, /^A memory, 1 report$/)
  await queued.getByRole('button', { name: 'Hide or remove it…' }).click()
  await queued.getByRole('radio', { name: RULE }).check()
  await queued.getByRole('button', { name: 'Hide it' }).click()
  const said = admin.getByRole('status').filter({ hasText: HIDDEN })
  await expect(said).toContainText(WOULD_WAIT)
  await expect(said).toContainText(GRANT_COMMAND)
  await expect(queued).toHaveCount(0)
  // The notice and what the decision said, together.
  await accessibleOnBothSizes(admin, '/moderation after a lone admin’s first decision')

  // The author, on a phone, is told before asking that a second look would wait, asks, and is told
  // it waits until another moderator joins.
  await openMemory(writer.page, link, title)
  await expect(writer.page.getByText('Only you can see this memory now.')).toBeVisible()
  await expect(writer.page.getByText(WOULD_WAIT_FOR_AUTHOR, { exact: false })).toBeVisible()
  await writer.page.getByRole('button', { name: 'Ask for a second look' }).click()
  await writer.page
    .getByRole('textbox', { name: 'What would you like the second moderator to know?' })
    .fill('It is my own memory of my own childhood.')
  await writer.page.getByRole('button', { name: 'Send' }).click()
  const waiting = writer.page.getByRole('status').filter({ hasText: WAITING_FOR_AUTHOR })
  await expect(waiting).toBeVisible()
  await expect(waiting).not.toContainText(OPEN_FOR_AUTHOR)
  // Where they see its status later: the same.
  await writer.page.reload()
  await expect(writer.page.getByText(WAITING_FOR_AUTHOR, { exact: false })).toBeVisible()
  await accessibleOnBothSizes(writer.page, 'a memory page whose appeal waits for a second moderator')

  // The admin sees the appeal: theirs, waiting for someone else.
  await openDesk(admin)
  const ownAppeal = deskItem(admin, /^Appeals/, /^A memory, hidden$/)
  await expect(ownAppeal).toContainText(WAITS_FOR_ANOTHER)
  await expect(ownAppeal.getByRole('button', { name: 'Restore it' })).toHaveCount(0)
  await accessibleOnBothSizes(admin, '/moderation with a lone admin’s own appeal waiting')

  // They add a moderator in the app, and the notice goes.
  const second = await newPerson(browser, request, 'second-moderator')
  await admin.getByRole('link', { name: 'Add a moderator' }).click()
  const roles = admin.getByRole('region', { name: 'Moderators' })
  await roles.getByRole('textbox', { name: /Email address of their account/ }).fill(second.email)
  await roles.getByRole('button', { name: 'Add as a moderator' }).click()
  await expect(roles.getByText(`${second.name} is now a moderator.`, { exact: false })).toBeVisible()
  await expect(notice).toHaveCount(0)
  await expect(ownAppeal).toContainText(NOT_YOURS)
  await expect(ownAppeal).not.toContainText(WAITS_FOR_ANOTHER)

  // The author's page no longer says it waits.
  await writer.page.reload()
  await expect(writer.page.getByText(OPEN_FOR_AUTHOR, { exact: false })).toBeVisible()
  await expect(writer.page.getByText(WAITING_FOR_AUTHOR, { exact: false })).toHaveCount(0)

  // The second moderator decides the appeal: restored, and back for everyone.
  await openDesk(second.page)
  await expect(second.page.getByRole('region', { name: ONLY_MODERATOR })).toHaveCount(0)
  const appeal = deskItem(second.page, /^Appeals/, /^A memory, hidden$/)
  await expect(appeal).toContainText('It is my own memory of my own childhood.')
  await appeal.getByRole('button', { name: 'Restore it' }).click()
  await appeal.getByRole('button', { name: 'Yes, restore it' }).click()
  await expect(second.page.getByRole('status').filter({ hasText: RESTORED })).toBeVisible()
  await openMemory(reporter.page, link, title)
  await writer.page.goto('/home/notifications')
  await expect(writer.page.getByRole('region', { name: 'Everything else' })).toContainText(
    `A second moderator looked at your appeal and restored your memory “${title}”: it is shown again.`,
  )
})
