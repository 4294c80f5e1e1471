import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { userPreferenceChoices } from '../../db/schema/index'

/** The options each person chose. */
export function createUserPreferencesRepository(db: Db) {
  return {
    async chosen(userId: number, tx: Db = db): Promise<Set<number>> {
      const rows = await tx
        .select({ optionId: userPreferenceChoices.optionId })
        .from(userPreferenceChoices)
        .where(eq(userPreferenceChoices.userId, userId))
      return new Set(rows.map((row) => row.optionId))
    },
    /** Makes the person's choices within one category exactly `optionIds`. */
    async replace(userId: number, categoryOptionIds: number[], optionIds: number[], at: Date, tx: Db = db) {
      await tx
        .delete(userPreferenceChoices)
        .where(
          and(
            eq(userPreferenceChoices.userId, userId),
            inArray(userPreferenceChoices.optionId, categoryOptionIds),
          ),
        )
      if (optionIds.length === 0) return
      await tx
        .insert(userPreferenceChoices)
        .values(optionIds.map((optionId) => ({ userId, optionId, createdAt: at })))
        .onConflictDoNothing()
    },
  }
}

export type UserPreferencesRepository = ReturnType<typeof createUserPreferencesRepository>
