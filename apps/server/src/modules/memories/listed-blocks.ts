import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { queryRows } from '../../lib/query-rows'
import { LISTED_BLOCK_SIZE } from './memory-list-statements'

const BLOCK = sql.raw(String(LISTED_BLOCK_SIZE))

/**
 * Counts afresh, from the memories themselves, how many every visitor may list in each block of
 * ids (listed_memory_blocks, decision 079), for `npm run admin -- recount-listed`. The trigger keeps
 * the counts; a memory shared by an instance still running code older than migration 0024 during a
 * rolling deploy is not counted by it, and a page far down the newest list would then start a few
 * memories off. The table stays locked while it counts: a share made meanwhile waits (a moment, as
 * long as the count takes) and its trigger then adds to the new count, so nothing is counted twice
 * or missed.
 */
export async function recountListedBlocks(db: Db): Promise<{ blocks: number; listed: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table listed_memory_blocks in exclusive mode`)
    await tx.execute(sql`delete from listed_memory_blocks`)
    const rows = await queryRows<{ listed: number }>(
      tx,
      sql`insert into listed_memory_blocks (block, shard, listed)
        select id / ${BLOCK}, 0, count(*)::int from memories
        where visibility = 'public' and moderation_state is null
        group by 1
        returning listed`,
    )
    return { blocks: rows.length, listed: rows.reduce((sum, row) => sum + row.listed, 0) }
  })
}
