import type { Db } from '../../db/client'
import { pairRows } from '../../db/pair-rows'
import { memoryHides } from '../../db/schema/index'

const hides = pairRows(memoryHides, 'userId', 'memoryId')

/** The memories each person hid from their own lists. */
export function createMemoryHidesRepository(db: Db) {
  return {
    /** Idempotent: hiding twice keeps the first time. */
    async hide(userId: number, memoryId: number, at: Date, tx: Db = db) {
      await hides.add(tx, userId, memoryId, at)
    },
    unhide: (userId: number, memoryId: number, tx: Db = db) => hides.remove(tx, userId, memoryId),
    isHidden: (userId: number, memoryId: number, tx: Db = db) => hides.has(tx, userId, memoryId),
  }
}

export type MemoryHidesRepository = ReturnType<typeof createMemoryHidesRepository>
