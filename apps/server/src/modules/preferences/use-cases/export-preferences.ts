import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { preferenceOptions, userPreferenceChoices } from '../../../db/schema/index'

/** The options a person chose, by category and slug. */
export async function exportPreferences(db: Db, userId: number) {
  const rows = await db
    .select({
      category: preferenceOptions.category,
      option: preferenceOptions.slug,
      chosen_at: userPreferenceChoices.createdAt,
    })
    .from(userPreferenceChoices)
    .innerJoin(preferenceOptions, eq(preferenceOptions.id, userPreferenceChoices.optionId))
    .where(eq(userPreferenceChoices.userId, userId))
    .orderBy(asc(preferenceOptions.category), asc(preferenceOptions.sortOrder))
  return { preferences: rows }
}
