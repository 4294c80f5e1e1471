import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { APP_URL, NEUTRAL_URL } from './fixtures/ports'
import { expect, test } from './fixtures/test'

const firstGroup = JSON.parse(
  fs.readFileSync(path.resolve('content/guide/items/how-you-were-treated.json'), 'utf8'),
) as { items: { prompt: string; options: { label: string }[] }[] }
const question = firstGroup.items[0]!
const chosen = question.options[1]!.label

/** Kindred's keys in this tab's localStorage and sessionStorage. */
const kindredKeys = (page: Page) =>
  page.evaluate(() => ({
    local: Object.keys(localStorage).filter((key) => key.startsWith('kindred-')),
    session: Object.keys(sessionStorage).filter((key) => key.startsWith('kindred-')),
  }))

test('on a shared device the guide stays in this tab, and quick exit leaves no Kindred key behind', async ({
  page,
  health,
}) => {
  await page.goto('/guide')
  // The consent screen says what this browser keeps, and offers the choice before anything is kept.
  await expect(page.getByRole('heading', { level: 3, name: 'What this browser keeps' })).toBeVisible()
  await expect(page.getByText(/no web page can remove itself/)).toBeVisible()
  await page.getByRole('checkbox', { name: /This is a shared device/ }).check()
  await expect(page.getByText(/In this tab only, until you close it/)).toBeVisible()
  await page.getByRole('checkbox', { name: /I agree that my answers are kept/ }).check()
  await page.getByRole('button', { name: 'Start the guide' }).click()

  const group = page.getByRole('radiogroup', { name: question.prompt })
  await group.getByRole('radio', { name: chosen, exact: true }).check()
  await expect(page.getByText(/You have answered 1 of \d+ questions\./)).toBeVisible()
  const kept = await kindredKeys(page)
  expect(kept.local).toEqual([])
  expect(kept.session).toEqual(expect.arrayContaining(['kindred-guide', 'kindred-guide-session']))

  // A reload in the same tab carries on where the person was, with the choice still on.
  await page.reload()
  await expect(group.getByRole('radio', { name: chosen, exact: true })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: /This is a shared device/ })).toBeChecked()
  expect((await kindredKeys(page)).local).toEqual([])
  await page.getByRole('button', { name: 'Quick exit' }).click()
  await page.waitForURL(NEUTRAL_URL)
  // Back on Kindred's origin in the same tab, on a file that runs no app code: nothing is left.
  // (Chromium asks for /favicon.ico beside a plain file, and there is none: an expected 404.)
  health.expectedErrors.push(/status of 404/)
  await page.goto(`${APP_URL}/robots.txt`)
  expect(await kindredKeys(page)).toEqual({ local: [], session: [] })
})

test('turned on in the middle of the guide, what was kept moves into the tab; off, it moves back', async ({
  page,
}) => {
  await page.goto('/guide')
  await page.getByRole('checkbox', { name: /I agree that my answers are kept/ }).check()
  await page.getByRole('button', { name: 'Start the guide' }).click()
  const group = page.getByRole('radiogroup', { name: question.prompt })
  await group.getByRole('radio', { name: chosen, exact: true }).check()
  await expect(page.getByText(/You have answered 1 of \d+ questions\./)).toBeVisible()
  expect((await kindredKeys(page)).local).toEqual(expect.arrayContaining(['kindred-guide-session']))

  const choice = page.getByRole('checkbox', { name: /This is a shared device/ })
  await choice.check()
  expect((await kindredKeys(page)).local).toEqual([])
  await page.reload()
  await expect(group.getByRole('radio', { name: chosen, exact: true })).toBeChecked()

  await choice.uncheck()
  const kept = await kindredKeys(page)
  expect(kept.local).toEqual(expect.arrayContaining(['kindred-guide', 'kindred-guide-session']))
  // Only the scroll positions of this tab's reloads stay in the tab (decision 013): they are no store.
  expect(kept.session.filter((key) => key !== 'kindred-scroll')).toEqual([])
})
