import type { Page } from '@playwright/test'
import { MEMORY_PATHS } from '@kindred/contract/memories'
import { signedInNewAccount } from './fixtures/accounts'
import { expectAccessibleInBothThemes } from './fixtures/axe'
import { expectNoSidewaysScroll } from './fixtures/layout'
import { openComposer, unique } from './fixtures/memories'
import { expect, test } from './fixtures/test'

// After "Share memory", focus goes from the button straight to the heading of the page the person is
// taken to: never to nothing (the page's body) on the way, where a screen reader says nothing and the
// next Tab starts from the top of the page (issue 34, item 8).

const SCREENS = [
  { name: 'a phone', width: 390, height: 844, submit: 'tap' },
  { name: 'a laptop', width: 1366, height: 900, submit: 'keyboard' },
] as const

/**
 * From now on, where focus is: on every animation frame, on every focusin, and on every focusout
 * where it goes (during a focusout Chromium says the body has focus, before the next element takes
 * it). Stops once the page's h1 has it.
 */
async function recordFocus(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = []
    const w = window as unknown as { __focusSeen: string[] }
    w.__focusSeen = seen
    const describe = (element: Element | null) =>
      element === null || element === document.body
        ? 'nothing (the page’s body)'
        : `${element.tagName.toLowerCase()} “${(element.textContent ?? '').trim().slice(0, 40)}”`
    let done = false
    const record = () => {
      if (done) return
      const active = document.activeElement
      seen.push(describe(active))
      if (active?.tagName === 'H1') done = true
    }
    const onFrame = () => {
      record()
      if (!done) requestAnimationFrame(onFrame)
    }
    requestAnimationFrame(onFrame)
    document.addEventListener('focusin', record, true)
    document.addEventListener(
      'focusout',
      (event) => {
        // Going to another element: that one. Going nowhere in particular (the element removed, say):
        // wherever focus is once the script that moved it has finished.
        const next = (event as FocusEvent).relatedTarget
        if (next instanceof Element) {
          if (!done) seen.push(describe(next))
        } else queueMicrotask(record)
      },
      true,
    )
  })
}

const focusSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { __focusSeen: string[] }).__focusSeen)

for (const screen of SCREENS) {
  test(`on ${screen.name}, focus moves from “Share memory” straight to the heading of the memory’s page, never to nothing`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    await page.setViewportSize({ width: screen.width, height: screen.height })
    await signedInNewAccount(page, request, `focus-after-sharing-${screen.submit}`)
    // The answer takes a moment, as on a slow connection: long enough for many frames to be drawn.
    await page.route(
      (url) => url.pathname === MEMORY_PATHS.create,
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 600))
        await route.continue()
      },
    )

    const creates: string[] = []
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && new URL(sent.url()).pathname === MEMORY_PATHS.create)
        creates.push(sent.url())
    })

    const form = await openComposer(page)
    const title = unique('The kitchen radio')
    await form.getByRole('textbox', { name: 'Title' }).fill(title)
    await form
      .getByRole('textbox', { name: 'Your memory' })
      .fill('It played all day.\nNobody listened to it.')
    const share = form.getByRole('button', { name: 'Share memory' })
    await recordFocus(page)
    if (screen.submit === 'tap') await share.click()
    else {
      await share.focus()
      await page.keyboard.press('Enter')
    }

    // While sending, the button says so and sends nothing more when pressed again.
    await expect(form.getByRole('button', { name: 'Sharing…' })).toBeVisible()
    await page.keyboard.press('Enter')

    const heading = page.getByRole('heading', { level: 1, name: 'A shared memory' })
    await expect(heading).toBeFocused()
    await expect(page).toHaveURL(/\/memories\/m\/[^/?#]+$/)
    await expect(page.getByText('Your memory is shared.')).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible()
    const seen = await focusSeen(page)
    expect(seen.length, 'focus was watched').toBeGreaterThan(10)
    expect(
      seen.filter((where) => where.startsWith('nothing')),
      `focus was never on nothing on the way; it was on: ${[...new Set(seen)].join(' → ')}`,
    ).toEqual([])
    expect(seen, 'the button kept focus while sending').toContain('button “Sharing…”')
    expect(creates, 'the memory was sent once').toHaveLength(1)

    await expectNoSidewaysScroll(page, `the memory’s page on ${screen.name}`)
    await expectAccessibleInBothThemes(page, `the memory’s page after sharing, on ${screen.name}`)
  })
}
