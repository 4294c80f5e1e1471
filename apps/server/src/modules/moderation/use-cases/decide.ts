import type { DecisionBody, DecisionResponse } from '@kindred/contract/moderation-queue'
import { AppError } from '../../../lib/app-error'
import { restoreGuideComment } from '../../guide'
import { moderateMemory, type Viewer } from '../../memories'
import type { ModerationDeps } from '../moderation-deps'

const nothingOpen = () =>
  new AppError(404, 'NOT_FOUND', 'There are no open reports about this: it may have been decided already.')
const invalid = (path: string, message: string) =>
  new AppError(422, 'VALIDATION_FAILED', message, [{ path, message }])

/** The rule a decision that acts on content must name: a violation reason of the catalog. */
function ruleOf(deps: ModerationDeps, body: DecisionBody): string | null {
  if (body.decision === 'dismiss') return null
  if (body.subject_kind !== 'memory')
    throw invalid('body.decision', 'Only a memory can be hidden or removed so far; dismiss the others.')
  const rule = body.rule === undefined ? undefined : deps.reasons.bySlug.get(body.rule)
  if (!rule || rule.kind !== 'violation') throw invalid('body.rule', 'Name the rule it breaks.')
  return rule.slug
}

/**
 * A moderator's decision on one subject's open reports (SPEC §10), in one transaction: the reports
 * close, the log records who decided what, when and under which rule (never the content), each
 * person who reported it is told the outcome without being named, and the author of a memory that
 * is hidden or removed is told what and why. `dismiss` keeps it up: a memory or guide comment its
 * reports held is shown again. Two moderators deciding at once: the second finds nothing open (404).
 */
export async function decide(
  deps: ModerationDeps,
  moderator: Viewer,
  body: DecisionBody,
): Promise<DecisionResponse> {
  const rule = ruleOf(deps, body)
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
        rule,
        closed: closed.length,
        at,
      },
      tx,
    )
    if (body.subject_kind === 'guide_comment') await restoreGuideComment(deps.db, subjectId, tx)
    let memoryId: number | null = null
    if (body.subject_kind === 'memory') {
      memoryId = subjectId
      const memory =
        body.decision === 'dismiss'
          ? await moderateMemory(tx, subjectId, null, { onlyIfHeld: true })
          : await moderateMemory(tx, subjectId, body.decision === 'hide' ? 'hidden' : 'removed')
      if (memory && body.decision !== 'dismiss')
        await deps.queue.tell([memory.authorId], 'moderation_outcome', actionId, at, tx, subjectId)
    }
    const reporters = new Set(
      closed.flatMap((flag) => (flag.flagger_user_id === null ? [] : [Number(flag.flagger_user_id)])),
    )
    reporters.delete(moderator.userId)
    await deps.queue.tell([...reporters], 'report_outcome', actionId, at, tx, memoryId)
    return { decision: body.decision, reports_closed: closed.length }
  })
}
