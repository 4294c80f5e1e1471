import { asc } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { crisisLines } from '../../db/schema/index'

/** Crisis lines, mirrored from content/safety. Rows in, rows out. */
export function createCrisisLinesRepository(db: Db) {
  return {
    /** Crisis lines in the order they should be shown. */
    async list(tx: Db = db) {
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
        .orderBy(asc(crisisLines.sortOrder), asc(crisisLines.slug))
    },
  }
}
