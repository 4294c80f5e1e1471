import { desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { pairRows } from '../../db/pair-rows'
import { userBlocks, userMutes, users } from '../../db/schema/index'

/** Someone a person blocked or muted, and since when. */
export interface ListedPersonRow {
  publicId: string
  displayName: string
  since: Date
}

const blocks = pairRows(userBlocks, 'blockerId', 'blockedId')
const mutes = pairRows(userMutes, 'muterId', 'mutedId')

/** People by their public id, and the blocks and mutes between them: rows in, rows out. */
export function createPeopleRepository(db: Db) {
  const listOf = (table: typeof userBlocks | typeof userMutes) => {
    const [owner, other] =
      table === userBlocks
        ? [userBlocks.blockerId, userBlocks.blockedId]
        : [userMutes.muterId, userMutes.mutedId]
    return async (
      userId: number,
      { offset, limit }: { offset: number; limit: number },
      tx: Db = db,
    ): Promise<ListedPersonRow[]> =>
      tx
        .select({ publicId: users.publicId, displayName: users.displayName, since: table.createdAt })
        .from(table)
        .innerJoin(users, eq(users.id, other))
        .where(eq(owner, userId))
        .orderBy(desc(table.createdAt), desc(other))
        .limit(limit + 1)
        .offset(offset)
  }

  return {
    /** The internal id of the person with this public id, or null. */
    async findUserId(publicId: string, tx: Db = db): Promise<number | null> {
      const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.publicId, publicId))
      return row?.id ?? null
    },

    /** Idempotent: blocking twice keeps the first time. */
    async block(blockerId: number, blockedId: number, at: Date, tx: Db = db) {
      await blocks.add(tx, blockerId, blockedId, at)
    },
    unblock: (blockerId: number, blockedId: number, tx: Db = db) => blocks.remove(tx, blockerId, blockedId),

    /** Idempotent: muting twice keeps the first time. */
    async mute(muterId: number, mutedId: number, at: Date, tx: Db = db) {
      await mutes.add(tx, muterId, mutedId, at)
    },
    unmute: (muterId: number, mutedId: number, tx: Db = db) => mutes.remove(tx, muterId, mutedId),

    /** A page of the people `userId` blocked, latest first, one row more for has_next. */
    listBlocked: listOf(userBlocks),
    /** A page of the people `userId` muted, latest first, one row more for has_next. */
    listMuted: listOf(userMutes),
  }
}

export type PeopleRepository = ReturnType<typeof createPeopleRepository>
