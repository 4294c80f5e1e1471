import { eq } from 'drizzle-orm'
import { ownRows } from '../../db/own-rows'
import { preferenceOptions, userPreferenceChoices } from '../../db/schema/index'
import type { PersonalDataPart } from '../../lib/personal-data'

/** The preferences module's share of a person's data: the options they chose, by category and slug. */
export const preferencesPersonalData: PersonalDataPart = {
  module: 'preferences',
  tables: ['user_preference_choices'],
  export: async (db, userId) => ({
    preferences: await ownRows(db, userId, {
      from: userPreferenceChoices,
      owner: userPreferenceChoices.userId,
      naming: [[preferenceOptions, eq(preferenceOptions.id, userPreferenceChoices.optionId)]],
      fields: {
        category: preferenceOptions.category,
        option: preferenceOptions.slug,
        chosen_at: userPreferenceChoices.createdAt,
      },
      order: [preferenceOptions.category, preferenceOptions.sortOrder],
    }),
  }),
}
