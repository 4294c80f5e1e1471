import { eq } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { ownRows } from '../../../db/own-rows'
import { preferenceOptions, userPreferenceChoices } from '../../../db/schema/index'

/** The options a person chose, by category and slug. */
export async function exportPreferences(db: Db, userId: number) {
  const rows = await ownRows(db, userId, {
    from: userPreferenceChoices,
    owner: userPreferenceChoices.userId,
    naming: [[preferenceOptions, eq(preferenceOptions.id, userPreferenceChoices.optionId)]],
    fields: {
      category: preferenceOptions.category,
      option: preferenceOptions.slug,
      chosen_at: userPreferenceChoices.createdAt,
    },
    order: [preferenceOptions.category, preferenceOptions.sortOrder],
  })
  return { preferences: rows }
}
