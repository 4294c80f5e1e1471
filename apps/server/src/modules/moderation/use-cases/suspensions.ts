import { QUEUE_PAGE_SIZE, type SuspensionsPage } from '@kindred/contract/moderation-queue'
import { AppError } from '../../../lib/app-error'
import { suspensionOf } from '../../../lib/suspension'
import type { ModerationDeps } from '../moderation-deps'
import type { Viewer } from '../../../plugins/authentication'

/** The people suspended now (SPEC §10), the longest suspension first. */
export async function listSuspensions(deps: ModerationDeps, page: number): Promise<SuspensionsPage> {
  const now = deps.clock.now()
  const rows = await deps.subjects.person().suspended(now, QUEUE_PAGE_SIZE + 1, (page - 1) * QUEUE_PAGE_SIZE)
  const results = rows.slice(0, QUEUE_PAGE_SIZE).map((row) => ({
    public_id: row.publicId,
    display_name: row.displayName,
    until: suspensionOf(row.until, now)?.until ?? null,
  }))
  return { results, page, limit: QUEUE_PAGE_SIZE, has_next: rows.length > QUEUE_PAGE_SIZE }
}

/**
 * A moderator lifts a suspension before its time: logged as `lift`, and the person is told they can
 * take part again. Nobody suspended by that id: 404.
 */
export async function liftSuspension(deps: ModerationDeps, moderator: Viewer, publicId: string) {
  const at = deps.clock.now()
  return deps.db.transaction(async (tx) => {
    const personId = await deps.subjects.person().lift(tx, publicId.trim(), at)
    if (personId === null) throw new AppError(404, 'NOT_FOUND', 'moderation.notSuspended')
    const actionId = await deps.queue.logDecision(
      {
        moderatorId: moderator.userId,
        kind: 'person',
        subjectId: personId,
        decision: 'lift',
        rule: null,
        closed: 0,
        at,
      },
      tx,
    )
    await deps.queue.tell([personId], 'moderation_outcome', actionId, at, tx)
    return { lifted: true as const }
  })
}
