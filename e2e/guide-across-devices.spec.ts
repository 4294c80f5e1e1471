import fs from 'node:fs'
import path from 'node:path'
import { PASSWORD, signInThroughTheForm, signedInNewAccount } from './fixtures/accounts'
import { expectAccessibleInBothThemes } from './fixtures/axe'
import { finishFromTheFirstGroup, finishWithOneAnswer } from './fixtures/guide'
import { expectNoSidewaysScroll } from './fixtures/layout'
import { expect, test } from './fixtures/test'

// SPEC §4: a signed-in person's guide session is linked to the account, so it can be resumed on
// another device. Two browser contexts stand in for a laptop and a phone.

const firstGroup = JSON.parse(
  fs.readFileSync(path.resolve('content/guide/items/how-you-were-treated.json'), 'utf8'),
) as { items: { prompt: string; options: { label: string }[] }[] }
const question = firstGroup.items[0]!
const chosen = question.options[2]!.label

test('a guide started on one device signed in carries on from another device after signing in', async ({
  page: laptop,
  browser,
  request,
  health,
}) => {
  // A sign-up with its emailed link, then a sign-in on a second device (each an argon2id hash), and
  // the guide on both: more than the default 30 s when the machine is busy.
  test.setTimeout(60_000)
  // Signed in with no guide yet, /guide asks the server for one and is told there is none (404).
  health.expectedErrors.push(/status of 404/)
  const { email } = await signedInNewAccount(laptop, request, 'two-devices')
  await laptop.goto('/guide')
  await expect(
    laptop.getByText(/linked to your account, so you can carry on from another device/),
  ).toBeVisible()
  await laptop.getByRole('checkbox', { name: /I agree that my answers are kept/ }).check()
  await laptop.getByRole('button', { name: 'Start the guide' }).click()
  const group = laptop.getByRole('radiogroup', { name: question.prompt })
  await group.getByRole('radio', { name: chosen, exact: true }).check()
  await expect(laptop.getByText(/You have answered 1 of \d+ questions\./)).toBeVisible()

  const phoneContext = await browser.newContext()
  const phone = await phoneContext.newPage()
  await phone.goto('/login')
  await phone.getByLabel('Email address').fill(email)
  await phone.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await phone.getByRole('button', { name: 'Sign in' }).click()
  await expect(phone.getByRole('heading', { level: 1, name: 'Your space' })).toBeVisible()

  await phone.goto('/guide')
  await expect(phone.getByRole('heading', { level: 2, name: /Group 1 of 6/ })).toBeVisible()
  await expect(phone.getByText(/Welcome back/)).toBeVisible()
  await expect(
    phone
      .getByRole('radiogroup', { name: question.prompt })
      .getByRole('radio', { name: chosen, exact: true }),
  ).toBeChecked()
  await expect(phone.getByText(/You have answered 1 of \d+ questions\./)).toBeVisible()
  await phoneContext.close()
})

// A finished guide opens on its report on every device, and again on the same one after other pages;
// going back to the answers is a choice, one button away (issue 34, item 4).
test('a guide finished on a phone opens on its report on a laptop, with the way back to the answers', async ({
  page: phone,
  browser,
  request,
  health,
}) => {
  test.setTimeout(120_000)
  // Signed in with no guide yet, /guide asks the server for one and is told there is none (404).
  health.expectedErrors.push(/status of 404/)
  await phone.setViewportSize({ width: 390, height: 844 })
  const { email } = await signedInNewAccount(phone, request, 'finished-on-phone')
  await finishWithOneAnswer(phone)
  const finished = /Finished, with 1 of \d+ questions answered/
  const report = (page: typeof phone) => page.getByRole('heading', { level: 2, name: /Your report/ })
  await expect(report(phone)).toBeFocused()
  await expect(report(phone)).toContainText(finished)

  // The same phone, after other pages: the report again.
  await phone.goto('/memories')
  await expect(phone.getByRole('heading', { level: 1, name: 'Memories' })).toBeVisible()
  await phone.goto('/guide')
  await expect(report(phone)).toContainText(finished)
  await expect(phone.getByRole('heading', { level: 2, name: /Group \d of 6/ })).toHaveCount(0)
  await expectNoSidewaysScroll(phone, 'the finished guide on a phone')
  await expectAccessibleInBothThemes(phone, 'the finished guide on a phone')

  // A laptop, signed in to the same account: the report, not the questions.
  const laptopContext = await browser.newContext({ viewport: { width: 1366, height: 900 } })
  try {
    const laptop = await laptopContext.newPage()
    await signInThroughTheForm(laptop, email)
    await laptop.goto('/guide')
    await expect(report(laptop)).toContainText(finished)
    await expect(laptop.getByText(/Welcome back/)).toHaveCount(0)
    await expect(laptop.getByRole('heading', { level: 2, name: /Group \d of 6/ })).toHaveCount(0)
    await expectNoSidewaysScroll(laptop, 'the finished guide on a laptop')
    await expectAccessibleInBothThemes(laptop, 'the finished guide on a laptop')

    // Going back to the answers is a choice: there they are, as given on the phone.
    await laptop.getByRole('button', { name: 'Back to the questions' }).first().click()
    await expect(laptop.getByRole('heading', { level: 2, name: /Group 1 of 6/ })).toBeFocused()
    await expect(
      laptop.getByRole('radiogroup', { name: /leave bruises or marks/ }).getByRole('radio', { name: 'Yes' }),
    ).toBeChecked()
  } finally {
    await laptopContext.close()
  }
})

// The guide started on a laptop, which keeps its session, and finished on a phone: the laptop learns
// it as it checks its answers on return, and opens on the report, with no question drawn first; the
// way back to the answers stays the person's choice when the answers are fetched again (issue 34).
test('a guide started on a laptop and finished on a phone opens on its report when the laptop comes back', async ({
  page: laptop,
  browser,
  request,
  health,
}) => {
  test.setTimeout(120_000)
  // Signed in with no guide yet, /guide asks the server for one and is told there is none (404).
  health.expectedErrors.push(/status of 404/)
  await laptop.setViewportSize({ width: 1366, height: 900 })
  const { email } = await signedInNewAccount(laptop, request, 'kept-on-laptop')
  await laptop.goto('/guide')
  await laptop.getByRole('checkbox', { name: /I agree that my answers are kept/ }).check()
  await laptop.getByRole('button', { name: 'Start the guide' }).click()
  const marks = (page: typeof laptop) =>
    page.getByRole('radiogroup', { name: /leave bruises or marks/ }).getByRole('radio', { name: 'Yes' })
  await marks(laptop).check()
  await expect(laptop.getByText(/You have answered 1 of \d+ questions\./)).toBeVisible()

  const finished = /Finished, with 1 of \d+ questions answered/
  const report = (page: typeof laptop) => page.getByRole('heading', { level: 2, name: /Your report/ })
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 } })
  try {
    const phone = await phoneContext.newPage()
    await signInThroughTheForm(phone, email)
    await phone.goto('/guide')
    await expect(phone.getByText(/Welcome back/)).toBeVisible()
    await expect(marks(phone)).toBeChecked()
    await finishFromTheFirstGroup(phone)
    await expect(report(phone)).toContainText(finished)
  } finally {
    await phoneContext.close()
  }

  // Back on the laptop, which kept its session: the report, and no question drawn on the way.
  await laptop.addInitScript(() => {
    const seen = () =>
      Array.from(document.querySelectorAll('h2')).some((heading) =>
        /Group \d of 6/.test(heading.textContent ?? ''),
      )
    new MutationObserver(() => {
      if (seen()) document.documentElement.dataset.questionsDrawn = 'yes'
    }).observe(document, { childList: true, subtree: true, characterData: true })
  })
  await laptop.reload()
  await expect(report(laptop)).toContainText(finished)
  await expect(laptop.getByText(/Welcome back/)).toHaveCount(0)
  await expect(laptop.locator('html')).not.toHaveAttribute('data-questions-drawn', 'yes')
  await expectNoSidewaysScroll(laptop, 'a kept guide finished elsewhere, on a laptop')
  await expectAccessibleInBothThemes(laptop, 'a kept guide finished elsewhere, on a laptop')

  // Going back to the answers is a choice; answering again (the answers fetched anew) keeps it.
  await laptop.getByRole('button', { name: 'Back to the questions' }).first().click()
  await expect(laptop.getByRole('heading', { level: 2, name: /Group 1 of 6/ })).toBeFocused()
  await expect(marks(laptop)).toBeChecked()
  await laptop
    .getByRole('radiogroup', { name: firstGroup.items[0]!.prompt })
    .getByRole('radio', { name: 'Never', exact: true })
    .check()
  await expect(laptop.getByText(/You have answered 2 of \d+ questions\./)).toBeVisible()
  await expect(laptop.getByRole('heading', { level: 2, name: /Group 1 of 6/ })).toBeVisible()
  await expect(report(laptop)).toHaveCount(0)
})
