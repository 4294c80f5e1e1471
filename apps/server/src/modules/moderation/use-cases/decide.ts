import { sql } from 'drizzle-orm'
import { SUSPENSION_DAYS, type DecisionBody, type DecisionResponse } from '@kindred/contract/moderation-queue'
import { AppError } from '../../../lib/app-error'
import type { Db } from '../../../db/client'
import { UNTIL_LIFTED } from '../../../lib/suspension'
import { moderateComment } from '../../comments'
import { moderateGuideComment, restoreGuideComment } from '../../guide'
import { moderateMemory } from '../../memories'
import type { ModerationDeps } from '../moderation-deps'
import type { Viewer } from '../../../plugins/authentication'

const nothingOpen = () =>
  new AppError(404, 'NOT_FOUND', 'There are no open reports about this: it may have been decided already.')
const invalid = (path: string, message: string) =>
  new AppError(422, 'VALIDATION_FAILED', message, [{ path, message }])

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Checks that the decision fits its subject and answers the rule it names (a violation reason of
 * the catalog): content is hidden or removed, a person suspended; only `dismiss` names no rule.
 */
function ruleOf(deps: ModerationDeps, body: DecisionBody): string | null {
  if (body.days !== undefined && body.decision !== 'suspend')
    throw invalid('body.days', 'Only a suspension has a length.')
  if (body.decision === 'dismiss') return null
  if (body.decision === 'suspend' && body.subject_kind !== 'person')
    throw invalid('body.decision', 'Only a person can be suspended: hide or remove content.')
  if (body.decision !== 'suspend' && body.subject_kind === 'person')
    throw invalid('body.decision', 'A person is suspended, not hidden or removed.')
  if (body.days !== undefined && !(SUSPENSION_DAYS as readonly number[]).includes(body.days))
    throw invalid('body.days', `Choose one of ${SUSPENSION_DAYS.join(', ')} days, or until lifted.`)
  const rule = body.rule === undefined ? undefined : deps.reasons.bySlug.get(body.rule)
  if (!rule || rule.kind !== 'violation') throw invalid('body.rule', 'Name the rule it breaks.')
  return rule.slug
}

/** Who is told as the author, and what their notification points at. */
interface Applied {
  author: number | null
  memoryId: number | null
  commentId: number | null
}

/** Does to the subject what the decision says, in its transaction. */
async function apply(
  tx: Db,
  body: DecisionBody,
  subjectId: number,
  at: Date,
  until: Date | null,
): Promise<Applied> {
  const none = { author: null, memoryId: null, commentId: null }
  const dismiss = body.decision === 'dismiss'
  const state = body.decision === 'hide' ? 'hidden' : 'removed'
  switch (body.subject_kind) {
    case 'memory': {
      const memory = dismiss
        ? await moderateMemory(tx, subjectId, null, { onlyIfHeld: true })
        : await moderateMemory(tx, subjectId, state)
      return { author: memory?.authorId ?? null, memoryId: subjectId, commentId: null }
    }
    case 'comment': {
      const comment = dismiss
        ? await moderateComment(tx, subjectId, null, { onlyIfHeld: true })
        : await moderateComment(tx, subjectId, state)
      if (!comment) return none
      return { author: comment.authorId, memoryId: comment.memoryId, commentId: subjectId }
    }
    case 'guide_comment':
      if (dismiss) await restoreGuideComment(tx, subjectId, tx)
      else await moderateGuideComment(tx, subjectId, body.decision === 'hide' ? 'hide' : 'remove', at, tx)
      return none
    case 'person':
      if (dismiss) return none
      // The column is the moderators' (SPEC §10); the authentication plugin reads it with the session.
      await tx.execute(sql`update users set suspended_until = ${until} where id = ${subjectId}`)
      return { author: subjectId, memoryId: null, commentId: null }
  }
}

/**
 * A moderator's decision on one subject's open reports (SPEC §10), in one transaction: the reports
 * close; the log records who decided what, when and under which rule (never the content); the
 * author of content hidden or removed, or the person suspended, is told what and why; each person
 * who reported it is told the outcome without being named. `dismiss` keeps it up: what its reports
 * held is shown again. Two moderators deciding at once: the second finds nothing open (404). The
 * answer says whether an appeal of it would wait for another moderator (decision 038).
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
  const until =
    body.decision !== 'suspend'
      ? null
      : body.days === undefined
        ? UNTIL_LIFTED
        : new Date(at.getTime() + body.days * DAY_MS)
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
        until,
        closed: closed.length,
        at,
      },
      tx,
    )
    const applied = await apply(tx, body, subjectId, at, until)
    const about = { memoryId: applied.memoryId, commentId: applied.commentId }
    if (applied.author !== null && body.decision !== 'dismiss')
      await deps.queue.tell([applied.author], 'moderation_outcome', actionId, at, tx, about)
    const reporters = new Set(
      closed.flatMap((flag) => (flag.flagger_user_id === null ? [] : [Number(flag.flagger_user_id)])),
    )
    reporters.delete(moderator.userId)
    await deps.queue.tell([...reporters], 'report_outcome', actionId, at, tx, about)
    // Its author may appeal a memory or comment set aside; nobody decides an appeal of their own
    // decision, so with no other moderator the appeal would wait, and the moderator is told now.
    const appealable =
      applied.author !== null &&
      (body.subject_kind === 'memory' || body.subject_kind === 'comment') &&
      (body.decision === 'hide' || body.decision === 'remove')
    return {
      decision: body.decision,
      reports_closed: closed.length,
      appeal_waits_for_another_moderator:
        appealable && !(await deps.roles.someoneElseModerates(moderator.userId, tx)),
    }
  })
}
