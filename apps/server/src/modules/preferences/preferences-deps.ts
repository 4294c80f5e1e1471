import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'
import type { PreferenceCatalog } from './content/preference-options'
import type { UserPreferencesRepository } from './user-preferences.repository'

/** What the preferences module's use cases and routes are built from (preferences.plugin.ts). */
export interface PreferencesDeps {
  db: Db
  clock: Clock
  catalog: PreferenceCatalog
  choices: UserPreferencesRepository
}
