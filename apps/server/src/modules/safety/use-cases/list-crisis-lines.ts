import type { Language } from '@kindred/contract/languages'
import type { CrisisLine } from '@kindred/contract/safety'
import type { Db } from '../../../db/client'
import { createCrisisLinesRepository } from '../crisis-lines.repository'

/**
 * The crisis lines a reader of `language` is given, in their order, for the app and the guide
 * report's next steps (SPEC §10, decision 083): in Spanish, the English lines translated and those
 * for Spanish speakers.
 */
export const listCrisisLines = (db: Db, language: Language): Promise<Omit<CrisisLine, 'order'>[]> =>
  createCrisisLinesRepository(db).list(language)
