import type { Language } from '@kindred/contract/languages'
import type { Db } from '../../../db/client'
import type { UserRow } from '../../identity'
import type { PersonalData } from '../../../lib/personal-data'

/**
 * Everything Kindred holds about a person, as JSON they can keep (GDPR art. 15 and 20). Never
 * secrets (hashes) and never anyone else's data. Each module's part adds its own fields, in the
 * order the modules were registered. What it says in words is in `language` (the request's, issue
 * 38); its keys and codes are the same in every language, so the format stays version 1.
 */
export async function exportAccount(
  db: Db,
  personalData: PersonalData,
  user: UserRow,
  now: Date,
  language: Language,
) {
  return {
    format: 'kindred-export',
    version: 1,
    exported_at: now.toISOString(),
    ...(await personalData.exportFor(db, user.id, now, language)),
  }
}
