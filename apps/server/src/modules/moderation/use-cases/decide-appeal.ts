import type { AppealDecisionBody, AppealDecisionResponse } from '@kindred/contract/moderation-appeals'
import { AppError } from '../../../lib/app-error'
import type { ModerationDeps } from '../moderation-deps'
import type { Viewer } from '../../../plugins/authentication'

/**
 * A second moderator decides an appeal (SPEC §10), in one transaction: `restore` shows the memory or
 * comment again, `uphold` keeps the decision. The moderator who made the decision may not decide its
 * appeal (403). The log records it (`restore` / `uphold`, the same rule), the author is told, and on
 * a restore so are the people whose reports the first decision closed. Decided once: a second
 * moderator deciding at the same time finds nothing open (404).
 */
export async function decideAppeal(
  deps: ModerationDeps,
  moderator: Viewer,
  body: AppealDecisionBody,
): Promise<AppealDecisionResponse> {
  const at = deps.clock.now()
  return deps.db.transaction(async (tx) => {
    const appeal = await deps.appeals.lockOpen(body.appeal_id, tx)
    if (!appeal) throw new AppError(404, 'NOT_FOUND', 'moderation.appealNotOpen')
    if (appeal.moderatorId === moderator.userId)
      throw new AppError(403, 'OWN_DECISION', 'moderation.ownDecision')
    const decisionId = await deps.queue.logDecision(
      {
        moderatorId: moderator.userId,
        kind: appeal.subjectKind,
        subjectId: appeal.subjectId,
        decision: body.outcome,
        rule: appeal.rule,
        closed: 0,
        at,
      },
      tx,
    )
    await deps.appeals.markDecided(appeal.id, decisionId, at, tx)
    const subject = deps.subjects.content(appeal.subjectKind)
    if (body.outcome === 'restore') await subject.setModeration(tx, appeal.subjectId, null, at)
    const facts = (await subject.describe([appeal.subjectId], tx)).get(appeal.subjectId)
    const about = { memoryId: facts?.memoryId ?? null, commentId: facts?.commentId ?? null }
    await deps.queue.tell([appeal.authorId], 'moderation_outcome', decisionId, at, tx, about)
    if (body.outcome === 'restore') {
      const reporters = (await deps.appeals.reportersOf(appeal, tx)).filter((id) => id !== moderator.userId)
      await deps.queue.tell(reporters, 'report_outcome', decisionId, at, tx, about)
    }
    return { outcome: body.outcome }
  })
}
