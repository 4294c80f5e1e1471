import type { Page } from '@playwright/test'
import { ANONYMOUS_CONNECTIONS_MESSAGE as EXPLANATION, MEMORY_PATHS } from '@kindred/contract/memories'
import { signedInNewAccount } from './fixtures/accounts'
import { expectAccessibleNow } from './fixtures/axe'
import { memoryOnItsPage, openComposer, unique } from './fixtures/memories'
import { expectNoSidewaysScroll } from './fixtures/layout'
import { expect, test } from './fixtures/test'

// "My connections" with "Share without my name" would tell the author's connections whose memory it
// is: on a phone, in the light and the dark theme, the composer says so right under the checkbox,
// does not send the pair, and shares the memory once one of the two is changed, all typed kept.

const PHONE = { width: 390, height: 844 }

/** The theme from the header's own button (behind Menu on a phone). */
async function chooseTheme(page: Page, theme: 'light' | 'dark') {
  const html = page.locator('html')
  const isDark = await html.evaluate((el) => el.classList.contains('dark'))
  if (isDark !== (theme === 'dark')) {
    const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' })
    await menu.click()
    await page.getByRole('button', { name: 'Dark theme' }).click()
    await page.keyboard.press('Escape')
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
  }
  await expect(html).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/)
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE })

  for (const theme of ['light', 'dark'] as const) {
    test(`${theme} theme: the composer explains why a memory for connections cannot be anonymous, sends nothing, and shares it once one choice changes`, async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000)
      await signedInNewAccount(page, request, `sharing-${theme}`)
      await chooseTheme(page, theme)
      const creates: string[] = []
      page.on('request', (sent) => {
        if (sent.method() === 'POST' && new URL(sent.url()).pathname === MEMORY_PATHS.create)
          creates.push(sent.url())
      })

      const form = await openComposer(page)
      const title = unique('The porch steps')
      const body = 'We sat on the porch steps every evening.\nNobody said much, and that was fine.'
      await form.getByRole('textbox', { name: 'Title' }).fill(title)
      await form.getByRole('textbox', { name: 'Your memory' }).fill(body)
      const readers = form.getByRole('group', { name: 'Who can read it?' })
      const withoutName = form.getByRole('checkbox', { name: 'Share without my name' })
      await readers.getByRole('radio', { name: 'My connections' }).check()
      await withoutName.check()

      // Right under the checkbox, in words, tied to it.
      const explanation = form.getByRole('status').filter({ hasText: EXPLANATION })
      await expect(explanation).toBeVisible()
      await expect(explanation).toBeInViewport()
      await expect(withoutName).toHaveAccessibleDescription(EXPLANATION)
      await expect(form.getByText('Only Kindred’s moderators can see it was you.')).toHaveCount(0)
      await expectNoSidewaysScroll(page, 'the composer with the explanation')
      await expectAccessibleNow(page, 'the composer explaining the pair')

      // Sending it is refused here, before anything leaves: the summary says why and leads back.
      await form.getByRole('button', { name: 'Share memory' }).click()
      const summary = form.getByRole('group', { name: 'Something needs another look' })
      await expect(summary).toBeFocused()
      await summary.getByRole('link', { name: EXPLANATION }).click()
      await expect(withoutName).toBeFocused()
      await expect(withoutName).toHaveAttribute('aria-invalid', 'true')
      expect(creates).toEqual([])
      await expectAccessibleNow(page, 'the composer after sending the pair')

      // One choice changed: nothing else was touched, the error goes, and the memory is shared.
      await readers.getByRole('radio', { name: 'Everyone' }).check()
      await expect(explanation).toHaveCount(0)
      await expect(summary).toHaveCount(0)
      await expect(withoutName).toBeChecked()
      await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue(title)
      await expect(form.getByRole('textbox', { name: 'Your memory' })).toHaveValue(body)
      await form.getByRole('button', { name: 'Share memory' }).click()
      await expect(page.getByText('Your memory is shared.')).toBeVisible({ timeout: 15_000 })
      await expect(page).toHaveURL(/\/memories\/m\/[^/?#]+$/)
      expect(creates).toHaveLength(1)
      const shared = memoryOnItsPage(page)
      await expect(shared.getByRole('heading', { level: 2, name: title })).toBeVisible()
      await expect(shared.getByText('Shared with everyone, without your name')).toBeVisible()
    })
  }
})
