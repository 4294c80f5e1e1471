import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import { MODERATION_PATHS, type ReportBody, type ReportReason } from '@kindred/contract/moderation'
import { MODERATION_QUEUE_PATHS, type DecisionBody } from '@kindred/contract/moderation-queue'
import { users } from '../src/db/schema'
import { quickPerson } from './interaction-fixtures'
import type { AppealState, ModerationState } from '@kindred/contract/moderation-status'
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

/** A quick person made moderator (or admin) straight in the table, as the tests of the queue need. */
export async function moderatorNamed(
  app: FastifyInstance,
  label: string,
  role: 'moderator' | 'admin' = 'moderator',
) {
  const someone = await quickPerson(app, label)
  await app.database.db.update(users).set({ role }).where(eq(users.id, someone.id))
  return someone
}

/**
 * The body of a decision that acts under a rule (hide, remove, suspend): one line per decision in the
 * tests, where the subject and what happens to it are what differ.
 */
export const underRule = (
  subjectKind: DecisionBody['subject_kind'],
  subjectId: string,
  decision: DecisionBody['decision'],
  rule: string,
  extra: Pick<DecisionBody, 'days'> = {},
): DecisionBody => ({ subject_kind: subjectKind, subject_id: subjectId, decision, rule, ...extra })

/** The answer to a decision, as the tests expect it: what was decided, reports closed, whether an appeal waits. */
export const decided = (decision: DecisionBody['decision'], reportsClosed: number, appealWaits: boolean) => ({
  decision,
  reports_closed: reportsClosed,
  appeal_waits_for_another_moderator: appealWaits,
})

/** What the author of content set aside reads of it: its state, the rule, where an appeal stands. */
export const setAsideAs = (
  state: ModerationState,
  rule: Pick<ReportReason, 'label'>,
  appeal: AppealState,
  appealWaits: boolean,
) => ({ state, rule_label: rule.label, appeal, appeal_waits_for_another_moderator: appealWaits })
