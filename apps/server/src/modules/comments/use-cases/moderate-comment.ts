import { sql } from 'drizzle-orm'
import type { ModerationState } from '@kindred/contract/moderation-status'
import type { Db } from '../../../db/client'
import { queryRows } from '../../../lib/query-rows'

/**
 * What moderation does to a comment (SPEC §10), for the moderation module, as `moderateMemory` does
 * to a memory: `held` by three open reports (only while nothing else applies), `hidden` or `removed`
 * by a moderator, or shown again (null). Nobody but its author reads it meanwhile, and it leaves its
 * memory's count (trigger, migration 0010). Answers its author and memory, or null when it is gone
 * (or, with a condition, when the condition did not hold).
 */
export async function moderateComment(
  db: Db,
  commentId: number,
  state: ModerationState | null,
  options: { onlyIfShown?: boolean; onlyIfHeld?: boolean } = {},
): Promise<{ authorId: number | null; memoryId: number } | null> {
  const condition = options.onlyIfShown
    ? sql` and moderation_state is null`
    : options.onlyIfHeld
      ? sql` and moderation_state = 'held'`
      : sql``
  const [row] = await queryRows<{ author_id: string | null; memory_id: string }>(
    db,
    sql`update comments set moderation_state = ${state} where id = ${commentId} and deleted_at is null${condition}
      returning author_id::text as author_id, memory_id::text as memory_id`,
  )
  if (!row) return null
  return { authorId: row.author_id === null ? null : Number(row.author_id), memoryId: Number(row.memory_id) }
}
