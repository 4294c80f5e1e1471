import type { Language } from '@kindred/contract/languages'
import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'
import type { InLanguages } from '../../content/content-languages'
import type { PreferenceCatalog } from './content/preference-options'
import type { UserPreferencesRepository } from './user-preferences.repository'

/**
 * Saves a person's language where identity keeps it, on their row (decision 081): handed over by
 * app.ts, as preferences imports no other module.
 */
export type SaveLanguage = (db: Db, userId: number, language: Language | null, tx: Db) => Promise<void>

/** What the preferences module's use cases and routes are built from (preferences.plugin.ts). */
export interface PreferencesDeps {
  db: Db
  clock: Clock
  /** The options in each language, with the same ids (decision 083). */
  catalogs: InLanguages<PreferenceCatalog>
  choices: UserPreferencesRepository
  saveLanguage: SaveLanguage
}
