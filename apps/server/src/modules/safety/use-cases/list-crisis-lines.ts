import type { CrisisLine } from '@kindred/contract/safety'
import type { Db } from '../../../db/client'
import { createCrisisLinesRepository } from '../crisis-lines.repository'

/** The crisis lines in their order, for the app and the guide report's next steps (SPEC §10). */
export const listCrisisLines = (db: Db): Promise<Omit<CrisisLine, 'order'>[]> =>
  createCrisisLinesRepository(db).list()
