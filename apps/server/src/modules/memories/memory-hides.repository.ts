import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { memoryHides } from '../../db/schema/index'

/** The memories each person hid from their own lists. */
export function createMemoryHidesRepository(db: Db) {
  return {
    /** Idempotent: hiding twice keeps the first time. */
    async hide(userId: number, memoryId: number, at: Date, tx: Db = db) {
      await tx.insert(memoryHides).values({ userId, memoryId, createdAt: at }).onConflictDoNothing()
    },
    async unhide(userId: number, memoryId: number, tx: Db = db) {
      await tx
        .delete(memoryHides)
        .where(and(eq(memoryHides.userId, userId), eq(memoryHides.memoryId, memoryId)))
    },
    async isHidden(userId: number, memoryId: number, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .select({ at: memoryHides.createdAt })
        .from(memoryHides)
        .where(and(eq(memoryHides.userId, userId), eq(memoryHides.memoryId, memoryId)))
      return rows.length > 0
    },
  }
}

export type MemoryHidesRepository = ReturnType<typeof createMemoryHidesRepository>
