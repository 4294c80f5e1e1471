import { and, count, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { flags, type FlagSubjectKind } from '../../db/schema/index'

export type NewFlag = typeof flags.$inferInsert

/** Flags of any subject: rows in, rows out. */
export function createFlagsRepository(db: Db) {
  return {
    /** Stores the flag unless this flagger already flagged this subject. */
    async insertOnce(values: NewFlag, tx: Db = db) {
      await tx.insert(flags).values(values).onConflictDoNothing()
    },

    /** How many flags of this subject no moderator has resolved yet. */
    async countOpen(subjectKind: FlagSubjectKind, subjectId: number, tx: Db = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(flags)
        .where(
          and(eq(flags.subjectKind, subjectKind), eq(flags.subjectId, subjectId), isNull(flags.resolvedAt)),
        )
      return row?.n ?? 0
    },
  }
}
export type FlagsRepository = ReturnType<typeof createFlagsRepository>
