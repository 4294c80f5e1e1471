import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { reportSection, reportWithPhysicalAbuse, startGuide } from './fixtures/guide'
import { expect, test } from './fixtures/test'

// The guide end to end, against the real API. The expected score and sections are computed here
// from the content files, so the journey checks the scoring rules, not numbers copied by hand.

interface ContentItem {
  kind: 'ace' | 'expanded' | 'pce' | 'caregiver'
  type_slug: string | null
  prompt: string
  options: { value: string; label: string; counts: boolean }[]
}

const CONTENT = path.resolve('content/guide')
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(CONTENT, file), 'utf8')) as T
const groups = readJson<{ groups: { slug: string; order: number; title: string }[] }>('groups.json')
  .groups.slice()
  .sort((a, b) => a.order - b.order)
const itemsByGroup = groups.map((g) => readJson<{ items: ContentItem[] }>(`items/${g.slug}.json`).items)
const types = fs
  .readdirSync(path.join(CONTENT, 'types'))
  .map((file) => readJson<{ slug: string; name: string; framework: string }>(`types/${file}`))
const totalItems = itemsByGroup.flat().length
const reportText = readJson<Record<string, { title: string }>>('report.json')

/**
 * The known answer pattern: per question, how many times to press ArrowDown after landing on the
 * first choice (0: press Space instead), or -1 for one ArrowUp (the last choice, "I'd rather not say").
 */
const presses = (index: number) => [0, 1, 3, -1][index % 4]!
const chosenIndex = (item: ContentItem, index: number) => {
  const n = presses(index)
  return n < 0 ? item.options.length - 1 : n % item.options.length
}

function expectedReport() {
  const present = new Set<string>()
  let caregivers = false
  itemsByGroup.flat().forEach((item, index) => {
    const option = item.options[chosenIndex(item, index)]!
    if (item.kind === 'caregiver' && option.value !== 'rather-not-say') caregivers = true
    if (option.counts && item.type_slug && (item.kind === 'ace' || item.kind === 'expanded'))
      present.add(item.type_slug)
  })
  const presentTypes = types.filter((t) => present.has(t.slug))
  return {
    ace: presentTypes.filter((t) => t.framework === 'cdc_ace').length,
    titles: [
      reportText.summary!.title,
      ...presentTypes.map((t) => t.name),
      reportText.protective!.title,
      ...(caregivers ? [reportText.caregivers!.title] : []),
      reportText.next_steps!.title,
      reportText.about!.title,
    ].sort(),
  }
}

type Target = { radioOf: string } | { button: string } | { checkbox: true }

/** Presses Tab until the focused element is the target (keyboard only, no clicks). */
async function tabUntil(page: Page, target: Target, limit = 40) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab')
    const found = await page.evaluate((t) => {
      const el = document.activeElement as HTMLInputElement | null
      if (!el) return false
      if ('radioOf' in t)
        return (
          el.type === 'radio' && el.closest('fieldset')?.querySelector('legend')?.textContent === t.radioOf
        )
      if ('button' in t) return el.tagName === 'BUTTON' && el.textContent?.trim() === t.button
      // The consent checkbox (the shared-device one comes before it).
      return el.type === 'checkbox' && (el.labels?.[0]?.textContent ?? '').includes('I agree')
    }, target)
    if (found) return
  }
  throw new Error(`Tab never reached ${JSON.stringify(target)}`)
}

async function answerByKeyboard(page: Page, item: ContentItem, index: number) {
  await tabUntil(page, { radioOf: item.prompt })
  const group = page.getByRole('radiogroup', { name: item.prompt })
  const n = presses(index)
  const steps = n === 0 ? ['Space'] : n < 0 ? ['ArrowUp'] : Array<string>(n).fill('ArrowDown')
  for (const key of steps) {
    await page.keyboard.press(key)
    await expect(group).not.toHaveAttribute('aria-busy', 'true')
  }
  const option = item.options[chosenIndex(item, index)]!
  await expect(group.getByRole('radio', { name: option.label, exact: true })).toBeChecked()
}

const sectionTitles = async (page: Page) =>
  (await page.locator('section[id^="report-section-"] h2').allTextContents()).map((t) =>
    t.replace(/^\d+\.\s*/, ''),
  )

test('a visitor completes the whole guide by keyboard alone and sees the expected score and sections', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const expected = expectedReport()
  await page.goto('/guide')
  // Tabbing starts once the consent is there: before, Tab only walks the header and footer round.
  await expect(page.getByRole('checkbox', { name: /I agree/ })).toBeVisible()
  await tabUntil(page, { checkbox: true })
  await page.keyboard.press('Space')
  await tabUntil(page, { button: 'Start the guide' })
  await page.keyboard.press('Enter')

  let index = 0
  for (const [g, items] of itemsByGroup.entries()) {
    const heading = new RegExp(`Group ${g + 1} of 6\\s*${groups[g]!.title}`)
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeFocused()
    for (const item of items) await answerByKeyboard(page, item, index++)
    await tabUntil(page, { button: g === groups.length - 1 ? 'I am done: see my report' : 'Next group' })
    await page.keyboard.press('Enter')
  }

  await expect(page.getByRole('heading', { level: 2, name: /Complete\s*Your report/ })).toBeFocused()
  const ace = page.locator('dl div').filter({ hasText: 'ACE score' }).locator('dd').first()
  await expect(ace).toHaveText(`${expected.ace} of 10`)
  expect((await sectionTitles(page)).sort()).toEqual(expected.titles)
  // The sections are closed under the summary; "Open all sections" reads the report through.
  await tabUntil(page, { button: 'Open all sections' })
  await page.keyboard.press('Enter')
  await expect(page.getByRole('img', { name: 'Your ACE score beside the CDC–Kaiser study' })).toBeVisible()
  await expect(page.getByRole('row', { name: new RegExp(`your score: ${expected.ace}`) })).toBeVisible()
})

test('a reload mid-way resumes on the same group with the answers kept', async ({ page }) => {
  await startGuide(page)
  await page.getByRole('button', { name: 'Next group' }).click()
  await expect(page.getByRole('heading', { level: 2, name: /Group 2 of 6/ })).toBeFocused()
  const first = itemsByGroup[1]![0]!
  const group = page.getByRole('radiogroup', { name: first.prompt })
  await group.getByRole('radio', { name: first.options[3]!.label, exact: true }).check()
  await expect(page.getByText(`You have answered 1 of ${totalItems} questions.`)).toBeVisible()

  await page.reload()
  await expect(page.getByRole('heading', { level: 2, name: /Group 2 of 6/ })).toBeVisible()
  await expect(group.getByRole('radio', { name: first.options[3]!.label, exact: true })).toBeChecked()
  await expect(page.getByText(`You have answered 1 of ${totalItems} questions.`)).toBeVisible()
  await expect(page.getByText(/Welcome back/)).toBeVisible()
})

test('the numbered section shortcuts jump to sections, and focus mode shows one section at a time', async ({
  page,
}) => {
  await reportWithPhysicalAbuse(page)
  const nav = page.getByRole('navigation', { name: 'Sections of your report' })
  const links = nav.getByRole('link')
  await expect(links).toHaveCount(5)
  await expect(links.nth(1)).toHaveAccessibleName('2. Physical abuse')

  await links.nth(3).click()
  await expect(page.getByRole('heading', { level: 2, name: /^4\. ?What might help next/ })).toBeFocused()

  await page.getByRole('button', { name: /^2\. Physical abuse$/ }).click()
  await reportSection(page, 'Physical abuse')
    .getByRole('button', { name: /Focus on this section/ })
    .click()
  await expect(page.locator('section[id^="report-section-"]:visible')).toHaveCount(1)
  await expect(reportSection(page, 'Physical abuse')).toBeVisible()
  await expect(nav.getByText('You are looking at one section: 2. Physical abuse.')).toBeVisible()

  await nav.getByRole('link', { name: /About this guide/ }).click()
  await expect(reportSection(page, 'About this guide')).toBeVisible()
  await expect(reportSection(page, 'Physical abuse')).toBeHidden()
  await expect(page.getByRole('heading', { level: 2, name: /^5\. ?About this guide/ })).toBeFocused()

  await page.reload()
  await expect(page.locator('section[id^="report-section-"]:visible')).toHaveCount(1)
  await nav.getByRole('button', { name: 'Show all sections' }).click()
  await expect(page.locator('section[id^="report-section-"]:visible')).toHaveCount(5)
  // The button pressed is gone; focus stays with the section that was being read.
  await expect(page.getByRole('heading', { level: 2, name: /^5\. ?About this guide/ })).toBeFocused()
})

test('deleting the session removes everything and brings the visitor back to the start', async ({ page }) => {
  await reportWithPhysicalAbuse(page)
  await page.getByRole('button', { name: 'Delete my answers…' }).click()
  await expect(page.getByRole('heading', { name: 'Delete your answers?' })).toBeFocused()
  await page.getByRole('button', { name: 'Yes, delete my answers' }).click()
  await expect(page.getByRole('heading', { name: 'Your answers are deleted' })).toBeFocused()
  await expect(page.getByRole('button', { name: 'Start the guide' })).toBeVisible()
  const stored = await page.evaluate(() => localStorage.getItem('kindred-guide-session'))
  expect(stored).not.toMatch(/"session_id":"[A-Za-z0-9_-]{43}"/)

  await page.reload()
  await expect(page.getByRole('heading', { name: 'Before you begin' })).toBeVisible()
})
