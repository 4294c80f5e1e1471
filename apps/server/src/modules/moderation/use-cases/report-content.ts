import type { ReportBody, ReportResponse } from '@kindred/contract/moderation'
import { REPORT_TARGETS } from '@kindred/contract/moderation-content'
import { AppError } from '../../../lib/app-error'
import { moderateComment } from '../../comments'
import { findReadableMemory, moderateMemory } from '../../memories'
import type { ModerationDeps } from '../moderation-deps'
import type { ReportSubject } from '../report-targets.repository'
import { flagContent } from './flag-content'
import type { Viewer } from '../../../plugins/authentication'

const notFound = () =>
  new AppError(404, 'NOT_FOUND', 'There is nothing here to report, or it is not shared with you.')

/** What a person can do themselves instead, by what they would report (SPEC §6). */
const ALTERNATIVES = {
  1: ['hide', 'mute', 'block'],
  2: ['mute', 'block'],
  3: ['mute', 'block'],
} as const

async function subjectOf(deps: ModerationDeps, body: ReportBody, reporter: Viewer): Promise<ReportSubject> {
  if (body.target_kind === REPORT_TARGETS.memory) {
    const memory = await findReadableMemory(deps.db, reporter.userId, { shareableLink: body.target })
    if (!memory) throw notFound()
    return (await deps.targets.memoryText(memory.id)) ?? notFoundThrow()
  }
  if (body.target_kind === REPORT_TARGETS.comment) {
    const id = /^[1-9][0-9]{0,17}$/.test(body.target) ? Number(body.target) : null
    const comment = id === null ? null : await deps.targets.comment(id, reporter.userId)
    if (!comment || !(await findReadableMemory(deps.db, reporter.userId, { id: comment.memoryId })))
      throw notFound()
    return comment.subject
  }
  const person = await deps.targets.person(body.target)
  if (!person) throw notFound()
  if (person.id === reporter.userId)
    throw new AppError(422, 'VALIDATION_FAILED', 'You cannot report yourself.', [
      { path: 'body.target', message: 'This is you.' },
    ])
  return person
}

function notFoundThrow(): never {
  throw notFound()
}

/**
 * A report of a memory, a comment or a person (SPEC §6). A violation is stored for the moderators
 * with a snapshot of the text as it is now, once per person and subject; a personal reason stores
 * nothing and answers with what the person can do themselves (decision 022).
 */
export async function reportContent(
  deps: ModerationDeps,
  body: ReportBody,
  reporter: Viewer,
): Promise<ReportResponse> {
  const reason = deps.reasons.byId.get(body.reason_id)
  if (!reason || reason.disabled || !deps.reasons.forTarget(body.target_kind).includes(reason))
    throw new AppError(422, 'VALIDATION_FAILED', 'Please choose one of the reasons offered.', [
      { path: 'body.reason_id', message: 'Not a reason for this.' },
    ])
  const subject = await subjectOf(deps, body, reporter)
  if (reason.kind === 'personal')
    return { status: 'personal', alternatives: [...ALTERNATIVES[body.target_kind]] }
  const kind = body.target_kind === 1 ? 'memory' : body.target_kind === 2 ? 'comment' : 'person'
  const { hide } = await flagContent(deps, {
    subjectKind: kind,
    subjectId: subject.id,
    flagger: `user:${reporter.userId}`,
    flaggerUserId: reporter.userId,
    reason: reason.slug,
    note: body.details,
    snapshot: subject.snapshot,
  })
  // Three open reports from different people hold a memory or comment until a moderator looks (SPEC §10).
  if (hide && kind === 'memory') await moderateMemory(deps.db, subject.id, 'held', { onlyIfShown: true })
  if (hide && kind === 'comment') await moderateComment(deps.db, subject.id, 'held', { onlyIfShown: true })
  return { status: 'received' }
}
