import type { Db } from '../../../db/client'
import type { FlagSubjectKind } from '../../../db/schema/index'
import type { Clock } from '../../../lib/clock'
import { sha256 } from '../../../lib/secrets'
import { createFlagsRepository } from '../flags.repository'

/** Open flags from this many different people hide a subject until a moderator looks (SPEC §10). */
export const HIDE_AFTER_FLAGS = 3

export interface FlagInput {
  subjectKind: FlagSubjectKind
  subjectId: number
  /** Who flags, e.g. `user:12` or `session:34`: stored hashed, so one flagger counts once. */
  flagger: string
  flaggerUserId: number | null
  reason: string
  note?: string
  /** The flagged text as it is now, for the moderator even if it changes later. */
  snapshot: string
}

/**
 * Stores a flag for the moderation queue and says whether the subject should now be hidden. The
 * subject's module hides it, in the transaction `tx` it opened around this call.
 */
export async function flagContent(
  deps: { db: Db; clock: Clock },
  input: FlagInput,
  tx: Db = deps.db,
): Promise<{ hide: boolean }> {
  const flags = createFlagsRepository(deps.db)
  await flags.insertOnce(
    {
      subjectKind: input.subjectKind,
      subjectId: input.subjectId,
      flaggerKey: sha256(input.flagger),
      flaggerUserId: input.flaggerUserId,
      reason: input.reason,
      note: input.note ?? null,
      snapshot: input.snapshot,
      createdAt: deps.clock.now(),
    },
    tx,
  )
  return { hide: (await flags.countOpen(input.subjectKind, input.subjectId, tx)) >= HIDE_AFTER_FLAGS }
}
