import type { Page } from '@playwright/test'
import { firstSource, openAllSections, reportSection, reportWithPhysicalAbuse } from './fixtures/guide'
import { expectNoSidewaysScroll } from './fixtures/layout'
import { expect, test } from './fixtures/test'

// The guide's report as a first visitor meets it (issue 8): a short summary first, sections that open
// on request, one list of sources, every figure said once, all of it on paper, and focus that moves
// with the person, showing its ring only to keyboard users.

const sections = (page: Page) => page.locator('section[id^="report-section-"]')
const toggle = (page: Page, title: string) =>
  page.getByRole('button', { name: new RegExp(`^\\d+\\. ${title}$`) })
const heading = (page: Page, title: string) =>
  page.getByRole('heading', { level: 2, name: new RegExp(`^\\d+\\. ${title}$`) })

/** The focused element's outline as the person sees it: a ring, or none. */
const focusRing = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement
    const style = getComputedStyle(el)
    return { tag: el.tagName, text: el.textContent?.trim() ?? '', ring: style.outlineStyle !== 'none' }
  })

test('the report opens on a short summary, and each section opens when asked', async ({ page }) => {
  await reportWithPhysicalAbuse(page)
  const summary = page.getByRole('region', { name: 'In short' })
  await expect(summary).toContainText('1 of 10')
  await expect(summary).toContainText('Counted in your ACE score: physical abuse.')
  const [summaryBox, firstSection] = [await summary.boundingBox(), await sections(page).first().boundingBox()]
  expect(summaryBox!.y).toBeLessThan(firstSection!.y)

  // Closed: a few headings under the summary, not tens of thousands of characters.
  await expect(sections(page)).toHaveCount(5)
  const toggles = page.getByRole('button', { name: /^\d+\. / })
  await expect(toggles).toHaveCount(5)
  for (const button of await toggles.all()) await expect(button).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByRole('heading', { name: 'What it is' })).toBeHidden()
  const reportText = await page.getByRole('region', { name: /Your report/ }).innerText()
  expect(reportText.length, 'the closed report is short').toBeLessThan(3000)

  await toggle(page, 'Physical abuse').click()
  await expect(toggle(page, 'Physical abuse')).toHaveAttribute('aria-expanded', 'true')
  await expect(
    reportSection(page, 'Physical abuse').getByRole('heading', { name: 'What it is' }),
  ).toBeVisible()
  await expect(reportSection(page, 'Your ACE score, in context').getByRole('img')).toBeHidden()

  // By keyboard, the same button closes it again.
  await toggle(page, 'Physical abuse').focus()
  await page.keyboard.press('Enter')
  await expect(toggle(page, 'Physical abuse')).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByRole('heading', { name: 'What it is' })).toBeHidden()

  // "Open all sections": the whole report in reading order, then closed again.
  await page.getByRole('button', { name: 'Open all sections' }).click()
  for (const section of await sections(page).all()) await expect(section.locator('p').first()).toBeVisible()
  await expect(page.getByRole('img', { name: 'Your ACE score beside the CDC–Kaiser study' })).toBeVisible()
  await page.getByRole('button', { name: 'Close all sections' }).click()
  await expect(page.getByRole('img', { name: 'Your ACE score beside the CDC–Kaiser study' })).toBeHidden()
})

test('one numbered list of sources for the whole report, and no figure said twice in a section', async ({
  page,
}) => {
  await reportWithPhysicalAbuse(page)
  await page.getByRole('button', { name: 'Open all sections' }).click()

  await expect(page.getByRole('region', { name: /^Sources/ })).toHaveCount(1)
  await expect(sections(page).getByRole('link', { name: /Open the source/ })).toHaveCount(0)
  const entries = page.getByRole('region', { name: /^Sources/ }).getByRole('listitem')
  const citations = await entries.allInnerTexts()
  expect(new Set(citations).size, 'each source listed once').toBe(citations.length)
  const targets = await sections(page)
    .locator('a[href^="#report-source-"]')
    .evaluateAll((links) =>
      links.map((link) => Number(link.getAttribute('href')!.replace('#report-source-', ''))),
    )
  expect(Math.max(...targets)).toBeLessThanOrEqual(citations.length)
  expect([...new Set(targets)].sort((a, b) => a - b)).toEqual(citations.map((_, i) => i + 1))

  // A figure appears once per section: in its text, or in the chart's table, not again beside it.
  // ("People on Kindred", once 10 people have finished, sets the CDC column beside ours on purpose.)
  for (const section of await sections(page).all()) {
    const texts = await section.locator('p, figure td').allInnerTexts()
    const figures = texts.flatMap((t) => t.match(/\d+(?:\.\d+)?(?=\s?%)/g) ?? []).map(Number)
    const twice = figures.filter((f, i) => figures.indexOf(f) !== i)
    expect(twice, `${await section.getAttribute('id')} says a figure twice`).toEqual([])
  }

  // A citation leads to its source, opening the list if it was closed.
  await page.getByRole('button', { name: 'Close all sections' }).click()
  await toggle(page, 'Physical abuse').click()
  const cite = reportSection(page, 'Physical abuse')
    .getByRole('link', { name: /^Source \d+$/ })
    .first()
  const n = (await cite.getAttribute('href'))!.replace('#report-source-', '')
  await cite.click()
  await expect(page.locator(`#report-source-${n}`)).toBeFocused()
  await expect(page.locator(`#report-source-${n}`)).toBeVisible()
})

test('on paper every section is open, with its sources and without the buttons', async ({ page }) => {
  await reportWithPhysicalAbuse(page)
  await toggle(page, 'Physical abuse').click()
  await reportSection(page, 'Physical abuse')
    .getByRole('button', { name: /Focus on this section/ })
    .click()
  await expect(sections(page).filter({ visible: true })).toHaveCount(1)

  await page.emulateMedia({ media: 'print' })
  await expect(sections(page).filter({ visible: true })).toHaveCount(5)
  for (const title of ['Your ACE score, in context', 'Physical abuse', 'About this guide'])
    await expect(reportSection(page, title).locator('p').first()).toBeVisible()
  await expect(page.getByRole('img', { name: 'Your ACE score beside the CDC–Kaiser study' })).toBeVisible()
  await expect(firstSource(page)).toBeVisible()
  const controls = page
    .locator('button')
    .filter({ hasText: /Focus on this section|Show all sections|Open all sections/ })
  expect(await controls.count()).toBeGreaterThan(2)
  for (const button of await controls.all()) await expect(button).toBeHidden()
  await expect(page.getByText('What others wrote').first()).toBeHidden()

  await page.emulateMedia({ media: 'screen' })
  await expect(sections(page).filter({ visible: true })).toHaveCount(1)
})

test('"Show all sections" keeps focus on the page: on the section read, with a ring only after keys', async ({
  page,
}) => {
  await reportWithPhysicalAbuse(page)
  const nav = page.getByRole('navigation', { name: 'Sections of your report' })

  // With the mouse.
  await toggle(page, 'Physical abuse').click()
  await reportSection(page, 'Physical abuse')
    .getByRole('button', { name: /Focus on this section/ })
    .click()
  await nav.getByRole('button', { name: 'Show all sections' }).click()
  await expect(sections(page).filter({ visible: true })).toHaveCount(5)
  await expect(heading(page, 'Physical abuse')).toBeFocused()
  expect(await focusRing(page)).toMatchObject({ tag: 'H2', ring: false })

  // With the keyboard.
  await reportSection(page, 'Physical abuse')
    .getByRole('button', { name: /Focus on this section/ })
    .focus()
  await page.keyboard.press('Enter')
  await nav.getByRole('button', { name: 'Show all sections' }).focus()
  await page.keyboard.press('Enter')
  await expect(heading(page, 'Physical abuse')).toBeFocused()
  expect(await focusRing(page)).toMatchObject({ tag: 'H2', ring: true })
})

test('a shortcut or a page change moves focus to the heading, with the ring only for keyboard users', async ({
  page,
}) => {
  await reportWithPhysicalAbuse(page)
  const nav = page.getByRole('navigation', { name: 'Sections of your report' })

  await nav.getByRole('link', { name: /What might help next/ }).click()
  await expect(heading(page, 'What might help next')).toBeFocused()
  await expect(toggle(page, 'What might help next')).toHaveAttribute('aria-expanded', 'true')
  expect(await focusRing(page)).toMatchObject({ tag: 'H2', ring: false })

  await nav.getByRole('link', { name: /About this guide/ }).focus()
  await page.keyboard.press('Enter')
  await expect(heading(page, 'About this guide')).toBeFocused()
  expect(await focusRing(page)).toMatchObject({ tag: 'H2', ring: true })

  const main = page.getByRole('navigation', { name: 'Main' })
  await main.getByRole('link', { name: 'Memories' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Memories' })).toBeFocused()
  expect(await focusRing(page)).toMatchObject({ tag: 'H1', ring: false })

  await main.getByRole('link', { name: 'Help' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
  expect(await focusRing(page)).toMatchObject({ tag: 'H1', ring: true })

  // A click or tap on the page itself, then a move the app makes: still no ring.
  await page.mouse.click(2, 300)
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1, name: 'Memories' })).toBeFocused()
  expect(await focusRing(page)).toMatchObject({ tag: 'H1', ring: false })
})

test('where a click does not focus what it clicks (Safari, Firefox on macOS), arrivals show no ring either', async ({
  page,
}) => {
  // Those browsers never focus a link or a button on click, so the app's focus move follows no
  // focus at all, and they then draw the ring. Chromium does the same when mousedown is cancelled.
  await page.addInitScript(() => {
    document.addEventListener(
      'mousedown',
      (event) => {
        if ((event.target as Element).closest('a, button')) event.preventDefault()
      },
      true,
    )
  })
  await reportWithPhysicalAbuse(page)
  // A fresh page, where nothing has been focused by a click yet.
  await page.reload()
  const nav = page.getByRole('navigation', { name: 'Sections of your report' })
  await nav.getByRole('link', { name: /What might help next/ }).click()
  await expect(heading(page, 'What might help next')).toBeFocused()
  expect(await focusRing(page)).toMatchObject({ tag: 'H2', ring: false })

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Memories' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Memories' })).toBeFocused()
  expect(await focusRing(page)).toMatchObject({ tag: 'H1', ring: false })

  // The first key press brings the ring back, as it would for a control the person reached by keys.
  await page.keyboard.press('Shift')
  expect(await focusRing(page)).toMatchObject({ tag: 'H1', ring: true })
})

test('at 320 px and 200 % text the open report fits the screen, headings and sources included', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 800 })
  await reportWithPhysicalAbuse(page)
  // What the header's text-size control does at its largest step.
  await page.evaluate(() => (document.documentElement.style.fontSize = '200%'))
  await openAllSections(page)
  await expectNoSidewaysScroll(page, 'the report in the largest text size')
  const toggleBox = await toggle(page, 'Physical abuse').boundingBox()
  expect(toggleBox!.x + toggleBox!.width).toBeLessThanOrEqual(320)
})
