import type { Page, Route } from '@playwright/test'
import { signedInNewAccount } from './fixtures/accounts'
import { expectAccessibleInBothThemes, expectAccessibleNow } from './fixtures/axe'
import { expect, test } from './fixtures/test'
import {
  logEntry,
  queuePage,
  reportedGuideComment,
  reportedMemory,
} from '../apps/web/src/features/moderation/testing/queue-fixtures'

const EXPLANATION = /The queue is for Kindred’s moderators/
const QUEUE_API = '/api/v1/moderation/'

test('a visitor opening /moderation is told what it is for; axe clean in both themes', async ({ page }) => {
  await page.goto('/moderation')
  await expect(page.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible()
  await expect(page.getByText(EXPLANATION)).toBeVisible()
  await expectAccessibleInBothThemes(page, '/moderation for a visitor')
})

test('a person without the role sees the explanation, and the app asks nothing of the queue', async ({
  page,
  request,
}) => {
  await signedInNewAccount(page, request, 'not-a-moderator')
  const asked: string[] = []
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.startsWith(QUEUE_API)) asked.push(sent.url())
  })
  await page.goto('/moderation')
  await expect(page.getByText(EXPLANATION)).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Reports waiting' })).toHaveCount(0)
  expect(asked).toEqual([])
})

// A STUBBED API, for the screen's accessibility check only: the browser is told this person is a
// moderator, and the desk's calls are answered with fixtures, so states the real run may not reach
// (a guide comment, a former moderator in the log) are checked too. The real API, roles included, is
// covered by moderation-journey.spec.ts (moderators named by the run's admin) and the server's tests
// (apps/server/src/modules/moderation/queue.test.ts).
// The web app's own fixtures, with this file's words for the memory's text and note. Someone else
// moderates too: no notice about a second moderator (see second-moderator.spec.ts).
const queue = queuePage([
  {
    ...reportedMemory,
    snapshot: 'The first line of what was reported.\nAnd its second line.',
    notes: ['It names someone I know.'],
  },
  reportedGuideComment,
])
const log = queuePage([
  logEntry({ decision: 'remove', rule: 'harassment', rule_label: 'Harassment or bullying' }),
  logEntry({
    id: 2,
    moderator: null,
    subject_kind: 'person',
    reports_closed: 1,
    created_at: '2025-03-03T12:00:00.000Z',
  }),
])
const nothing = queuePage([])

/**
 * The stub: /me says "moderator" (the rest of the answer is the server's), the queue and log are
 * fixtures, and no appeal or suspension waits (the journey in moderation-journey.spec.ts has real ones).
 */
async function stubModeratorApi(page: Page) {
  await page.route('**/api/v1/auth/me', async (route: Route) => {
    const response = await route.fetch()
    const body = (await response.json()) as { user: Record<string, unknown> }
    await route.fulfill({ response, json: { user: { ...body.user, role: 'moderator' } } })
  })
  await page.route(
    (url) => url.pathname === '/api/v1/moderation/queue/',
    (route) => route.fulfill({ json: queue }),
  )
  await page.route(
    (url) => url.pathname === '/api/v1/moderation/log/',
    (route) => route.fulfill({ json: log }),
  )
  await page.route(
    (url) =>
      url.pathname === '/api/v1/moderation/appeals/' || url.pathname === '/api/v1/moderation/suspensions/',
    (route) => route.fulfill({ json: nothing }),
  )
}

test('the queue and the log for a moderator (stubbed API): axe clean in both themes', async ({
  page,
  request,
}) => {
  await signedInNewAccount(page, request, 'queue-screen')
  await stubModeratorApi(page)
  await page.goto('/moderation')
  const memory = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'A memory, 2 reports' }) })
  await expect(memory).toBeVisible()
  await expect(page.getByText('Gentle Otter')).toBeVisible()
  await expect(page.getByText('The first line of what was reported.')).toHaveCount(0)
  await expectAccessibleInBothThemes(page, '/moderation queue, folded')

  await memory.getByRole('button', { name: 'Show the reported text' }).click()
  await expect(
    memory.getByText(/The first line of what was reported\.\s+And its second line\./),
  ).toBeVisible()
  await memory.getByRole('button', { name: 'Dismiss: it stays up' }).click()
  await expect(memory.getByText(/^Dismiss these reports\?/)).toBeFocused()
  await expectAccessibleNow(page, '/moderation queue, text shown and asking to dismiss')
})
