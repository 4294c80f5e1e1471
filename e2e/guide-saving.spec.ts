import { firstGroupItems, startGuide } from './fixtures/guide'
import { expect, test } from './fixtures/test'

// An arrow key held on a choice during a slow save: nothing is dropped, the last choice is the one
// saved, and a save is not sent for every step on the way.

const item = firstGroupItems.find((i) => i.options.length >= 4)!
const last = item.options[item.options.length - 1]!

test('arrow keys pressed quickly during a slow save: the last choice is saved and shown', async ({
  page,
}) => {
  const sent: string[] = []
  await page.route('**/api/v1/childhood-trauma-guide/user_answer/', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback()
    sent.push((route.request().postDataJSON() as { value: string }).value)
    // A slow connection: each save takes seconds to reach the server.
    await new Promise((resolve) => setTimeout(resolve, 2500))
    await route.fallback()
  })
  await startGuide(page)
  const group = page.getByRole('radiogroup', { name: item.prompt })
  await group.getByRole('radio', { name: item.options[0]!.label, exact: true }).focus()
  await page.keyboard.press('Space')
  await expect(group).toHaveAttribute('aria-busy', 'true')
  for (let i = 1; i < item.options.length; i++) await page.keyboard.press('ArrowDown', { delay: 30 })

  const lastRadio = group.getByRole('radio', { name: last.label, exact: true })
  await expect(lastRadio).toBeChecked()
  await expect(lastRadio).toBeFocused()
  await expect(group).not.toHaveAttribute('aria-busy', 'true', { timeout: 10_000 })
  await expect(lastRadio).toBeChecked()
  await expect(page.getByText(/could not save/)).toHaveCount(0)
  // The first choice, then only the latest of those made meanwhile: not one save per arrow step
  // (on a slow machine the presses may straddle two saves, hence "fewer than one per choice").
  expect(sent[0]).toBe(item.options[0]!.value)
  expect(sent.at(-1)).toBe(last.value)
  expect(sent.length).toBeLessThan(item.options.length)

  await page.unroute('**/api/v1/childhood-trauma-guide/user_answer/')
  await page.reload()
  await expect(group.getByRole('radio', { name: last.label, exact: true })).toBeChecked()
  await expect(page.getByText(/You have answered 1 of \d+ questions\./)).toBeVisible()
})
