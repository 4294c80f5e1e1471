import type { DecisionBody, DecisionResponse } from '@kindred/contract/moderation-queue'
import { AppError } from '../../../lib/app-error'
import { restoreGuideComment } from '../../guide'
import type { Viewer } from '../../memories'
import type { ModerationDeps } from '../moderation-deps'

const nothingOpen = () =>
  new AppError(404, 'NOT_FOUND', 'There are no open reports about this: it may have been decided already.')

/**
 * A moderator's decision on one subject's open reports (SPEC §10), in one transaction: the reports
 * close, the log records who decided what and when (never the content), and each person who reported
 * it is told the outcome without being named to anyone. Today the one decision is "dismiss": it stays
 * up, and a guide comment its flags hid shows again. Two moderators deciding at once: the second
 * finds nothing open (404).
 */
export async function decide(
  deps: ModerationDeps,
  moderator: Viewer,
  body: DecisionBody,
): Promise<DecisionResponse> {
  const subjectId = await deps.queue.subjectId(body.subject_kind, body.subject_id.trim())
  if (subjectId === null) throw nothingOpen()
  const at = deps.clock.now()
  return deps.db.transaction(async (tx) => {
    const closed = await deps.queue.resolve(body.subject_kind, subjectId, at, tx)
    if (closed.length === 0) throw nothingOpen()
    const actionId = await deps.queue.logDecision(
      {
        moderatorId: moderator.userId,
        kind: body.subject_kind,
        subjectId,
        decision: body.decision,
        closed: closed.length,
        at,
      },
      tx,
    )
    if (body.subject_kind === 'guide_comment') await restoreGuideComment(deps.db, subjectId, tx)
    const reporters = new Set(
      closed.flatMap((flag) => (flag.flagger_user_id === null ? [] : [Number(flag.flagger_user_id)])),
    )
    reporters.delete(moderator.userId)
    await deps.queue.tell([...reporters], 'report_outcome', actionId, at, tx)
    return { decision: body.decision, reports_closed: closed.length }
  })
}
