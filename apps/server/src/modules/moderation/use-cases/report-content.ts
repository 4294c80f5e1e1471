import type { ReportBody, ReportResponse } from '@kindred/contract/moderation'
import { REPORT_TARGETS } from '@kindred/contract/moderation-content'
import { AppError } from '../../../lib/app-error'
import type { ModerationDeps } from '../moderation-deps'
import { flagContent } from './flag-content'
import type { Viewer } from '../../../plugins/authentication'

const notFound = () => new AppError(404, 'NOT_FOUND', 'moderation.nothingToReport')

/** What a person can do themselves instead, by what they would report (SPEC §6). */
const ALTERNATIVES = {
  1: ['hide', 'mute', 'block'],
  2: ['mute', 'block'],
  3: ['mute', 'block'],
} as const

const KIND_OF_TARGET = {
  [REPORT_TARGETS.memory]: 'memory',
  [REPORT_TARGETS.comment]: 'comment',
  [REPORT_TARGETS.person]: 'person',
} as const

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
    throw new AppError(422, 'VALIDATION_FAILED', 'moderation.chooseReason', [
      { path: 'body.reason_id', message: 'moderation.notAReason' },
    ])
  const kind = KIND_OF_TARGET[body.target_kind]
  const subject = await deps.subjects.of(kind).findReadable(reporter.userId, body.target)
  if (!subject) throw notFound()
  if (kind === 'person' && subject.id === reporter.userId)
    throw new AppError(422, 'VALIDATION_FAILED', 'moderation.notYourself', [
      { path: 'body.target', message: 'moderation.thisIsYou' },
    ])
  if (reason.kind === 'personal')
    return { status: 'personal', alternatives: [...ALTERNATIVES[body.target_kind]] }
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
  if (hide && kind !== 'person')
    await deps.subjects.content(kind).setModeration(deps.db, subject.id, 'held', deps.clock.now(), 'shown')
  return { status: 'received' }
}
