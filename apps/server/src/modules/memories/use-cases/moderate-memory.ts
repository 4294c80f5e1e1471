import { sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { queryRows } from '../../../lib/query-rows'

export type MemoryModeration = 'held' | 'hidden' | 'removed' | null

/**
 * What moderation does to a memory (SPEC §10), for the moderation module: `held` by three open
 * reports (only while nothing else applies), `hidden` or `removed` by a moderator, or shown again
 * (null). Nobody but its author sees it meanwhile (`readableBy`, the lists); its tag links follow
 * by trigger (migration 0009). Answers the memory's author and title, or null when it is gone.
 */
export async function moderateMemory(
  db: Db,
  memoryId: number,
  state: MemoryModeration,
  options: { onlyIfShown?: boolean; onlyIfHeld?: boolean } = {},
): Promise<{ authorId: number; title: string } | null> {
  const condition = options.onlyIfShown
    ? sql` and moderation_state is null`
    : options.onlyIfHeld
      ? sql` and moderation_state = 'held'`
      : sql``
  const [row] = await queryRows<{ author_id: string; title: string }>(
    db,
    sql`update memories set moderation_state = ${state} where id = ${memoryId}${condition}
      returning author_id::text as author_id, title`,
  )
  return row ? { authorId: Number(row.author_id), title: row.title } : null
}
