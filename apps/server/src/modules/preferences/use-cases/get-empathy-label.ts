import { DEFAULT_EMPATHY_SLUG } from '@kindred/contract/preferences'
import type { Db } from '../../../db/client'
import { createUserPreferencesRepository } from '../user-preferences.repository'

/**
 * The words on a person's empathy button (SPEC §8): the option they chose, else the default
 * option's (a visitor's too); null when the options hold neither. The interactions module labels
 * its "me too" with it.
 */
export const getEmpathyLabel = (db: Db, userId: number | null): Promise<string | null> =>
  createUserPreferencesRepository(db).empathyLabel(userId, DEFAULT_EMPATHY_SLUG)
