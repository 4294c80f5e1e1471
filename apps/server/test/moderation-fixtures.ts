import { expect } from 'vitest'
import { MODERATION_PATHS, type ReportBody, type ReportReason } from '@kindred/contract/moderation'
import { MODERATION_QUEUE_PATHS, type DecisionBody } from '@kindred/contract/moderation-queue'
import type { TestBrowser } from './test-browser'

/** The first reason to report a memory that goes to the moderators (a `violation`). */
export async function violationReason(browser: TestBrowser): Promise<ReportReason> {
  const { results } = (await browser.get(MODERATION_PATHS.reasons(1))).json() as { results: ReportReason[] }
  return results.find((reason) => reason.kind === 'violation')!
}

/** Reports a memory (target_kind 1, its link) or a comment (2, its id); fails the test unless stored. */
export async function report(reporter: TestBrowser, body: ReportBody) {
  const res = await reporter.post(MODERATION_PATHS.report, body)
  expect(res.statusCode, res.body).toBe(201)
}

/** A moderator's decision from the queue; fails the test unless it is taken. */
export async function decide(moderator: TestBrowser, body: DecisionBody) {
  const res = await moderator.post(MODERATION_QUEUE_PATHS.decide, body)
  expect(res.statusCode, res.body).toBe(200)
}

/** A memory reported for a violation and hidden by a moderator for it: set aside (SPEC §10). */
export async function reportAndHide(
  reporter: TestBrowser,
  moderator: TestBrowser,
  link: string,
  reason: Pick<ReportReason, 'id' | 'slug'>,
) {
  await report(reporter, { target_kind: 1, target: link, reason_id: reason.id })
  await decide(moderator, { subject_kind: 'memory', subject_id: link, decision: 'hide', rule: reason.slug })
}
