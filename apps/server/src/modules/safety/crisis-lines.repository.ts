import { asc, eq } from 'drizzle-orm'
import type { Language } from '@kindred/contract/languages'
import type { Db } from '../../db/client'
import { crisisLines } from '../../db/schema/index'

/** Crisis lines, mirrored from content/safety and its translations. Rows in, rows out. */
export function createCrisisLinesRepository(db: Db) {
  return {
    /** The crisis lines of a language, in the order they should be shown to its readers. */
    async list(language: Language, tx: Db = db) {
      return tx
        .select({
          slug: crisisLines.slug,
          region: crisisLines.region,
          name: crisisLines.name,
          contact: crisisLines.contact,
          href: crisisLines.href,
          description: crisisLines.description,
          sources: crisisLines.sources,
        })
        .from(crisisLines)
        .where(eq(crisisLines.language, language))
        .orderBy(asc(crisisLines.sortOrder), asc(crisisLines.slug))
    },
  }
}
