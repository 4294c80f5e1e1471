import { afterAll, describe, expect, it } from 'vitest'
import { openTestDatabase } from '../../test/test-database'
import { queryRows } from '../lib/query-rows'
import { sql } from 'drizzle-orm'

// Deleting a row makes PostgreSQL find every row that points at it (to cascade, set null or refuse).
// Without an index that starts with the pointing column and covers every row it may match, that is a read of the whole table for each deleted row: deleting one memory read all the
// million comments at the scale of bench/scale.mjs (decision 032). This keeps it from coming back.

/** Foreign keys whose target is never deleted: content synced from files, and the decision log. */
const TARGET_NEVER_DELETED: Record<string, string> = {
  'guide_answers.item_id': 'guide items are content: retired, never deleted',
  'guide_items.group_id': 'guide groups are content: retired, never deleted',
  'memory_tag_links.tag_id': 'tags are content: disabled, never deleted',
  'feedback_given.phrase_id': 'feedback phrases are content: retired, never deleted',
  'moderation_appeals.decision_id': 'the moderation log keeps every decision',
}

const database = await openTestDatabase()
afterAll(() => database.close())

describe('foreign keys', () => {
  it('each has an index for the deletes of what it points at', async () => {
    const unindexed = await queryRows<{ fk: string }>(
      database.db,
      sql`select c.conrelid::regclass::text || '.' || a.attname as fk
        from pg_constraint c
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
        where c.contype = 'f' and c.connamespace = 'public'::regnamespace
          and not exists (select 1 from pg_index i where i.indrelid = c.conrelid
            and i.indkey[0] = c.conkey[1]
            -- A partial index serves only when its condition follows from "column = value".
            and (i.indpred is null or pg_get_expr(i.indpred, i.indrelid) = '(' || a.attname || ' IS NOT NULL)'))
        order by 1`,
    )
    expect(unindexed.map((r) => r.fk)).toEqual(Object.keys(TARGET_NEVER_DELETED).sort())
  })
})
