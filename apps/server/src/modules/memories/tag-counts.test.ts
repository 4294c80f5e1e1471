import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { MEMORY_PATHS, type MemoryTag } from '@kindred/contract/memories'
import type { Db } from '../../db/client'
import { queryRows } from '../../lib/query-rows'
import type { TestDatabase } from '../../../test/test-database'
import { buildMemoriesApp, person, share, tagsOf } from '../../../test/memory-fixtures'

// A tag's count of public memories is its settled count plus the changes kept in a few rows of the
// tag, one picked by each writer's backend (decision 072).
const { app, mailbox } = await buildMemoriesApp()
const { browser: author } = await person(app, mailbox)

/** The count the tag list shows the signed-in author (never from the visitors' cache). */
const countOf = async (tagId: number) =>
  (
    (await author.get(`${MEMORY_PATHS.tags('feelings')}?ist=true`)).json() as { results: MemoryTag[] }
  ).results.find((tag) => tag.id === tagId)!.memory_count!

/** Two tags of the first memory type, one to share with and one to add later by hand. */
async function twoTags() {
  const tags = [...(await tagsOf(author, 'feelings')).values()].filter((t) => t.mt.includes(1) && !t.disabled)
  return [tags[0]!, tags[1]!] as const
}

describe("a tag's count of public memories", () => {
  it('follows shares, a change of visibility and a deletion, whichever connection wrote them', async () => {
    const [tag] = await twoTags()
    const before = await countOf(tag.id)
    const shared = await Promise.all([1, 2, 3].map(() => share(author, { tag_ids: [tag.id] })))
    await share(author, { tag_ids: [tag.id], visibility: 'private' })
    expect(await countOf(tag.id)).toBe(before + 3)
    expect(
      (await author.patch(MEMORY_PATHS.edit(shared[0]!.hash_id), { visibility: 'private' })).statusCode,
    ).toBe(200)
    expect((await author.delete(MEMORY_PATHS.details(shared[1]!.hash_id))).statusCode).toBe(204)
    expect(await countOf(tag.id)).toBe(before + 1)
  })
})

// Only where two connections write at once (PostgreSQL): PGlite is one connection.
const database = app.database as TestDatabase
if (database.reopen) {
  describe('two people sharing with the same tag at once', () => {
    it('do not wait for each other: the second link is written while the first is not yet committed', async () => {
      const [taken, added] = await twoTags()
      const [first, second] = await Promise.all([1, 2].map(() => share(author, { tag_ids: [taken.id] })))
      const idOf = async (hashId: string) =>
        (
          await queryRows<{ id: string }>(
            app.database.db,
            sql`select id::text from memories where hash_id = ${hashId}`,
          )
        )[0]!.id
      const link = (tx: Db, memoryId: string) =>
        tx.execute(sql`insert into memory_tag_links (memory_id, tag_id, visibility)
          values (${memoryId}, ${added.id}, 'public')`)
      const before = await countOf(added.id)
      const firstId = await idOf(first!.hash_id)
      const secondId = await idOf(second!.hash_id)
      await app.database.db.transaction(async (one) => {
        await link(one, firstId)
        await inAnotherCountRow(app.database.db, await countRowOf(one), async (other) => {
          // Before decision 072 every link of the tag updated the tag's one row: this waited for
          // the first transaction's commit and gave up.
          await other.execute(sql`set local lock_timeout = '2s'`)
          await link(other, secondId)
        })
      })
      expect(await countOf(added.id)).toBe(before + 2)
    })
  })
}

/** Which of a tag's count rows this connection writes to (the trigger's choice). */
async function countRowOf(tx: Db) {
  return Number((await queryRows<{ row: number }>(tx, sql`select pg_backend_pid() % 16 as row`))[0]!.row)
}

/**
 * Runs `work` in a transaction on a connection that writes another count row than `taken`: while a
 * transaction holds its connection, the pool hands the next one another, so a connection that
 * happens to pick the same row is kept open and the next tried.
 */
async function inAnotherCountRow(
  db: Db,
  taken: number,
  work: (tx: Db) => Promise<void>,
  tries = 8,
): Promise<void> {
  await db.transaction(async (tx) => {
    if ((await countRowOf(tx)) !== taken) return work(tx)
    if (tries === 0) throw new Error('every connection picked the same count row')
    return inAnotherCountRow(db, taken, work, tries - 1)
  })
}
