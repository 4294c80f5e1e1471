import type { AppealBody, AppealResponse } from '@kindred/contract/moderation-appeals'
import { AppError } from '../../../lib/app-error'
import { anyOtherModerator } from '../../identity'
import type { ModerationDeps } from '../moderation-deps'
import type { Viewer } from '../../../plugins/authentication'

/**
 * The author appeals the decision that hid or removed their memory or comment (SPEC §10): once per
 * decision, with a note for the moderator who will look again (never the one who decided). Anyone
 * else, or content not set aside by a moderator, finds nothing to appeal (404). The answer says
 * whether it waits for another moderator to join, when nobody else moderates (decision 038).
 */
export async function appeal(
  deps: ModerationDeps,
  author: Viewer,
  body: AppealBody,
): Promise<AppealResponse> {
  const subjectId = await deps.subjects
    .content(body.subject_kind)
    .setAsideOf?.(body.subject_id.trim(), author.userId)
  const decision = subjectId == null ? null : await deps.appeals.appealable(body.subject_kind, subjectId)
  if (decision === null) throw new AppError(404, 'NOT_FOUND', 'moderation.nothingToAppeal')
  const filed = await deps.appeals.insert(
    decision.actionId,
    author.userId,
    body.note.trim(),
    deps.clock.now(),
  )
  if (!filed) throw new AppError(409, 'ALREADY_APPEALED', 'moderation.alreadyAppealed')
  // Whether anyone could decide it yet: never who moderates (decision 038).
  return {
    appeal: 'open',
    waits_for_another_moderator: !(await anyOtherModerator(deps.db, decision.moderatorId)),
  }
}
