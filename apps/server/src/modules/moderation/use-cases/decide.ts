import { SUSPENSION_DAYS, type DecisionBody, type DecisionResponse } from '@kindred/contract/moderation-queue'
import { AppError } from '../../../lib/app-error'
import type { MessageId } from '../../../lib/messages'
import type { Db } from '../../../db/client'
import { UNTIL_LIFTED } from '../../../lib/suspension'
import { anyOtherModerator } from '../../identity'
import type { ModerationDeps } from '../moderation-deps'
import type { Viewer } from '../../../plugins/authentication'

const nothingOpen = () => new AppError(404, 'NOT_FOUND', 'moderation.nothingOpen')
const invalid = (path: string, message: MessageId) =>
  new AppError(422, 'VALIDATION_FAILED', message, [{ path, message }])

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Checks that the decision fits its subject and answers the rule it names (a violation reason of
 * the catalog): content is hidden or removed, a person suspended; only `dismiss` names no rule.
 */
function ruleOf(deps: ModerationDeps, body: DecisionBody): string | null {
  if (body.days !== undefined && body.decision !== 'suspend')
    throw invalid('body.days', 'moderation.onlySuspensionLasts')
  if (body.decision === 'dismiss') return null
  if (body.decision === 'suspend' && body.subject_kind !== 'person')
    throw invalid('body.decision', 'moderation.onlyPeopleSuspended')
  if (body.decision !== 'suspend' && body.subject_kind === 'person')
    throw invalid('body.decision', 'moderation.peopleNotHidden')
  if (body.days !== undefined && !(SUSPENSION_DAYS as readonly number[]).includes(body.days))
    throw invalid('body.days', 'moderation.chooseDays')
  const rule = body.rule === undefined ? undefined : deps.reasons.bySlug.get(body.rule)
  if (!rule || rule.kind !== 'violation') throw invalid('body.rule', 'moderation.nameRule')
  return rule.slug
}

/**
 * Does to the subject what the decision says, in its transaction, through the module that owns it:
 * content is hidden or removed (a dismissal shows what three reports held), a person suspended.
 * Answers who is told as its author: nobody on a dismissal.
 */
async function apply(
  deps: ModerationDeps,
  tx: Db,
  body: DecisionBody,
  subjectId: number,
  at: Date,
  until: Date | null,
) {
  if (body.subject_kind === 'person') {
    if (until === null) return null
    await deps.subjects.person().suspend(tx, subjectId, until)
    return subjectId
  }
  const subject = deps.subjects.content(body.subject_kind)
  if (body.decision === 'dismiss') {
    await subject.setModeration(tx, subjectId, null, at, 'held')
    return null
  }
  const state = body.decision === 'hide' ? 'hidden' : 'removed'
  return (await subject.setModeration(tx, subjectId, state, at))?.author ?? null
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
  const subjectId = await deps.subjects.of(body.subject_kind).idOf(body.subject_id.trim())
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
    // Read before a removal deletes it: what the notifications point at.
    const facts = (await deps.subjects.of(body.subject_kind).describe([subjectId], tx)).get(subjectId)
    const about = { memoryId: facts?.memoryId ?? null, commentId: facts?.commentId ?? null }
    const author = await apply(deps, tx, body, subjectId, at, until)
    if (author !== null) await deps.queue.tell([author], 'moderation_outcome', actionId, at, tx, about)
    const reporters = new Set(
      closed.flatMap((flag) => (flag.flagger_user_id === null ? [] : [Number(flag.flagger_user_id)])),
    )
    reporters.delete(moderator.userId)
    await deps.queue.tell([...reporters], 'report_outcome', actionId, at, tx, about)
    // Its author may appeal content set aside when its owner allows appeals of its kind; nobody
    // decides an appeal of their own decision, so with no other moderator the appeal would wait,
    // and the moderator is told now.
    const appealable =
      author !== null &&
      (body.decision === 'hide' || body.decision === 'remove') &&
      deps.subjects.appealable(body.subject_kind)
    return {
      decision: body.decision,
      reports_closed: closed.length,
      appeal_waits_for_another_moderator: appealable && !(await anyOtherModerator(tx, moderator.userId)),
    }
  })
}
