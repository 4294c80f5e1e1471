import type { APIRequestContext, Browser, Page } from '@playwright/test'
import { signedInNewAccount, PASSWORD } from './fixtures/accounts'
import { expectAccessibleInBothThemes } from './fixtures/axe'
import { expectTheFirstMemoryReadable, expectTheFirstTitleReadable, firstCard } from './fixtures/first-view'
import { expectNoSidewaysScroll } from './fixtures/layout'
import { cardOf, shareMemory, unique } from './fixtures/memories'
import { expect, test } from './fixtures/test'

// Issue 34, item 3: whoever opens /memories — a visitor, a member on a device new to them, a member
// coming back — can read a memory in the first view, on a phone and on a laptop: its title and at
// least two lines of its words, inside the window and under no fixed bar (the docked quick exit).
// At 150 % text (the app's own control, the seed's viewport has no pinch zoom), at least its title.
// The memory used is the author's own, with content warnings, as an author finds it after sharing.

const SCREENS = [
  { name: 'a phone', width: 390, height: 844 },
  { name: 'a laptop', width: 1366, height: 900 },
]

const MEMORY = {
  body:
    'We had a blue kitchen with a radio on the shelf. On Sunday mornings it played old songs while ' +
    'my mother cooked, and for an hour the house was quiet in a good way. I still turn the radio on ' +
    'when I cook, and some days it helps more than I can say.',
  tag: { kind: 'Hard things that went on', name: 'Emotional neglect' },
  warning: 'Death and loss',
}

/** The app's own text size, with the header's control (behind Menu on a phone), then back to the page. */
async function chooseTextSize(page: Page, percent: '150%' | '200%') {
  const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' })
  const group = page.getByRole('group', { name: 'Text size' })
  // The header may still be drawing: wait until it shows the menu (a phone) or the control (wider).
  await expect(menu.or(group).first()).toBeVisible()
  if (await menu.isVisible()) await menu.click()
  const size = group.getByRole('status')
  while ((await size.textContent()) !== percent)
    await page.getByRole('button', { name: 'Larger text' }).click()
  if (await menu.isVisible()) await page.keyboard.press('Escape')
}

type Viewport = { width: number; height: number }

interface Device {
  page: Page
  close: () => Promise<void>
}

/** A browser that has never opened Kindred (fresh storage), at this size and text size, signed in or not. */
async function newDevice(
  browser: Browser,
  viewport: Viewport,
  options: { account?: { email: string }; textSize?: '150%' } = {},
): Promise<Device> {
  const context = await browser.newContext({ viewport })
  const page = await context.newPage()
  await page.goto('/')
  if (options.textSize) await chooseTextSize(page, options.textSize)
  if (options.account) {
    await page.goto('/login')
    await page.getByLabel('Email address').fill(options.account.email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Your space' })).toBeVisible({ timeout: 30_000 })
  }
  return { page, close: () => context.close() }
}

/** Opens /memories and waits for its first card. */
async function openMemories(page: Page) {
  await page.goto('/memories')
  await expect(page.getByRole('heading', { level: 1, name: 'Memories' })).toBeVisible()
  await expect(firstCard(page)).toBeVisible()
}

/** Someone signed up and shared the memory the journey reads (their own, with content warnings). */
async function authorOfAMemory(page: Page, request: APIRequestContext, viewport: Viewport, label: string) {
  await page.setViewportSize(viewport)
  const author = await signedInNewAccount(page, request, label)
  const title = unique('The blue kitchen')
  await shareMemory(page, { title, ...MEMORY })
  return { author, title }
}

for (const screen of SCREENS) {
  const viewport = { width: screen.width, height: screen.height }

  test(`on ${screen.name} (${screen.width}×${screen.height}), a member on a new device, then coming back, reads the first memory in the first view`, async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(180_000)
    const { author, title } = await authorOfAMemory(page, request, viewport, 'first-view-member')

    // The author on a device they never used, signed in: the first visit to /memories there.
    const member = await newDevice(browser, viewport, { account: author })
    try {
      await openMemories(member.page)
      await expectTheFirstMemoryReadable(member.page, request, 'a member on a new device')
      // Their own memory, open to them: its warnings named in a line after its words, not before them.
      const own = cardOf(member.page, title)
      await expect(own).toContainText(`${MEMORY.body.slice(0, 40)}`)
      await expect(own).toContainText('Your content warnings: Neglect and Death and loss.')
      await expectNoSidewaysScroll(member.page, `/memories, a member's first visit, ${screen.width} px`)
      await expectAccessibleInBothThemes(member.page, `/memories, a member's first visit, ${screen.width} px`)

      // The same member coming back: the page has introduced itself on this device before.
      await member.page.reload()
      await expect(firstCard(member.page)).toBeVisible()
      await expectTheFirstMemoryReadable(member.page, request, 'a member coming back')
    } finally {
      await member.close()
    }
  })

  test(`on ${screen.name} (${screen.width}×${screen.height}), a visitor reads the first memory in the first view, and the order and the filter are one tap away`, async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(180_000)
    await authorOfAMemory(page, request, viewport, 'first-view-visitor')

    const visitor = await newDevice(browser, viewport)
    try {
      await openMemories(visitor.page)
      await expectTheFirstMemoryReadable(visitor.page, request, 'a visitor on a first visit')
      await expectNoSidewaysScroll(visitor.page, `/memories, a visitor's first visit, ${screen.width} px`)
      await expectAccessibleInBothThemes(
        visitor.page,
        `/memories, a visitor's first visit, ${screen.width} px`,
      )

      // The order and the tag filter, folded beside the list's heading: opened, the list follows them.
      const tools = visitor.page.getByRole('button', { name: 'Order and filter' })
      await expect(tools).toHaveAttribute('aria-expanded', 'false')
      await tools.click()
      await expect(tools).toHaveAttribute('aria-expanded', 'true')
      const order = visitor.page.getByRole('group', { name: 'Order' })
      await expect(order.getByRole('radio', { name: 'Newest first' })).toBeChecked()
      await expect(visitor.page.getByText('Filter by tag', { exact: true })).toBeVisible()
      await expectNoSidewaysScroll(visitor.page, `/memories, order and filter open, ${screen.width} px`)
      await expectAccessibleInBothThemes(visitor.page, `/memories, order and filter open, ${screen.width} px`)
      // A click, not check(): the order changes with the address, a moment after the click.
      await order.getByRole('radio', { name: 'Most felt this month' }).click()
      await expect(order.getByRole('radio', { name: 'Most felt this month' })).toBeChecked()
      await expect(
        visitor.page.getByRole('heading', { level: 2, name: 'Most felt this month' }),
      ).toBeVisible()
      await expect(visitor.page).toHaveURL(/\/memories\?sort=top$/)

      await visitor.page.goto('/memories')
      await expect(firstCard(visitor.page)).toBeVisible()
      await expectTheFirstMemoryReadable(visitor.page, request, 'a visitor coming back')
    } finally {
      await visitor.close()
    }
  })

  test(`on ${screen.name} (${screen.width}×${screen.height}) at 150 % text, a visitor finds the first memory's title in the first view`, async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(180_000)
    await authorOfAMemory(page, request, viewport, 'first-view-large-visitor')

    const visitor = await newDevice(browser, viewport, { textSize: '150%' })
    try {
      await openMemories(visitor.page)
      await expectTheFirstTitleReadable(visitor.page, request, 'a visitor on a first visit, 150 % text')
      await expectNoSidewaysScroll(visitor.page, `/memories at 150 % text, a visitor, ${screen.width} px`)
      await expectAccessibleInBothThemes(
        visitor.page,
        `/memories at 150 % text, a visitor, ${screen.width} px`,
      )
      await visitor.page.reload()
      await expect(firstCard(visitor.page)).toBeVisible()
      await expectTheFirstTitleReadable(visitor.page, request, 'a visitor coming back, 150 % text')
    } finally {
      await visitor.close()
    }
  })

  test(`on ${screen.name} (${screen.width}×${screen.height}) at 150 % text, a member on a new device, then coming back, finds the first memory's title in the first view`, async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(180_000)
    const { author } = await authorOfAMemory(page, request, viewport, 'first-view-large-member')

    const member = await newDevice(browser, viewport, { account: author, textSize: '150%' })
    try {
      await openMemories(member.page)
      await expectTheFirstTitleReadable(member.page, request, 'a member on a new device, 150 % text')
      await expectNoSidewaysScroll(member.page, `/memories at 150 % text, a member, ${screen.width} px`)
      await member.page.reload()
      await expect(firstCard(member.page)).toBeVisible()
      await expectTheFirstTitleReadable(member.page, request, 'a member coming back, 150 % text')

      // At the largest text the seed asks for, nothing spills sideways and the tools are still there.
      await chooseTextSize(member.page, '200%')
      await expect(member.page.getByRole('button', { name: 'Order and filter' })).toBeVisible()
      await expectNoSidewaysScroll(member.page, `/memories at 200 % text, a member, ${screen.width} px`)
    } finally {
      await member.close()
    }
  })
}
