import type { Page } from '@playwright/test'
import { expectAccessibleInBothThemes } from './fixtures/axe'
import {
  anotherNamedPerson,
  authorWithMemory,
  empathyButton,
  openMemory,
  signedInWithName,
} from './fixtures/interactions'
import { memoryOnItsPage } from './fixtures/memories'
import { expect, test } from './fixtures/test'

// Notifications (SPEC §7, issue 12): the bell counts up live, the page lists them by family and
// opens each one; the settings say which kinds a person gets. Two people, each in a browser of
// their own.

const PHONE = { width: 390, height: 844 }
const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Notifications/ })

test('a me too makes the author’s bell count up without a reload; the author opens it and lands on the memory', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000)
  // A, the author, in the test's own browser.
  const { title, link } = await authorWithMemory(page, request, 'notified-author', {
    title: 'The porch light left on',
    body: 'Someone always left the porch light on, and I never knew who.',
  })
  await expect(bell(page)).toHaveAccessibleName('Notifications')
  // Marks this document: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { stillTheSameDocument: true }))

  // B says me too on A's memory.
  const reader = await anotherNamedPerson(browser, request, 'notifying-reader')
  const readersView = await openMemory(reader.page, link, title)
  await empathyButton(readersView).click()
  const form = reader.page.getByRole('form', { name: 'Say Me too' })
  // Under the name (it starts without: decision 057), so the notification can name them.
  await form.getByRole('checkbox', { name: /Say it without my name/ }).uncheck()
  await form.getByRole('button', { name: 'Send' }).click()
  await expect(form).toHaveCount(0)
  await expect(empathyButton(readersView)).toHaveAccessibleName(/\(you said this\)$/)

  // A's bell counts it, live: same page, same document.
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 new')
  await expect(bell(page)).toHaveText('1')
  expect(await page.evaluate(() => 'stillTheSameDocument' in window)).toBe(true)
  await expectAccessibleInBothThemes(page, 'a memory page with the bell counting one new notification')

  // The bell opens the page, which marks everything seen: the count clears.
  await bell(page).click()
  await expect(page).toHaveURL('/home/notifications')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notifications')
  await expect(bell(page)).toHaveAccessibleName('Notifications')
  const meToos = page.getByRole('region', { name: 'Me too', exact: true })
  const sentence = `${reader.name} said me too to “${title}”`
  const item = meToos.getByRole('link', { name: `Unread: ${sentence}` })
  await expect(item).toBeVisible()
  await expect(page.getByRole('region', { name: 'Everything else' })).toContainText('Nothing else for now.')
  await expectAccessibleInBothThemes(page, 'the notifications page with an unread notification')

  // Opening it leads to the memory, and marks it read.
  await item.click()
  await expect(page).toHaveURL(link)
  await expect(memoryOnItsPage(page).getByRole('heading', { level: 2, name: title })).toBeVisible()
  await page.goBack()
  await expect(
    page.getByRole('region', { name: 'Me too', exact: true }).getByRole('link', { name: sentence }),
  ).toBeVisible()
  await reader.context.close()
})

test('the bell fits the phone header, and the settings turn each kind of notification on or off', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  await signedInWithName(page, request, 'notification-settings')

  // On a phone the bell stays in the top row beside help and Menu, and the header stays small.
  await page.setViewportSize(PHONE)
  const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' })
  await expect(menu).toHaveAttribute('aria-expanded', 'false')
  await expect(bell(page)).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Get help' })).toBeVisible()
  const header = await page.getByRole('banner').boundingBox()
  expect(header?.height ?? Infinity).toBeLessThanOrEqual(PHONE.height * 0.15)
  await expectAccessibleInBothThemes(page, '/home on a phone with the bell')

  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/settings')
  const section = page.getByRole('region', { name: 'Notifications' })
  const meToo = section.getByRole('checkbox', { name: 'Someone says me too to my memory' })
  await expect(meToo).toBeChecked()
  await meToo.uncheck()
  // The section also holds email and push, each with its own status: the one of these choices.
  await expect(section.getByRole('group', { name: 'Tell me when…' }).getByRole('status')).toHaveText('Saved.')
  await page.reload()
  await expect(section.getByRole('checkbox', { name: 'Someone says me too to my memory' })).not.toBeChecked()
  await expect(section.getByRole('checkbox', { name: 'Someone asks to connect with me' })).toBeChecked()
  await expectAccessibleInBothThemes(page, '/settings with the notification choices')
})
