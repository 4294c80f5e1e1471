import type { PersonalDataPart } from '../../lib/personal-data'
import { exportPreferences } from './use-cases/export-preferences'

/** The preferences module's share of a person's data: the options they chose. */
export const preferencesPersonalData: PersonalDataPart = {
  module: 'preferences',
  tables: ['user_preference_choices'],
  export: async (db, userId) => exportPreferences(db, userId),
}
