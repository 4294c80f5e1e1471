import { and, eq, notInArray } from 'drizzle-orm'
import { DEFAULT_LANGUAGE, type Language } from '@kindred/contract/languages'
import { CrisisLinesFileSchema, type CrisisLine } from '@kindred/contract/safety'
import type { Db } from '../db/client'
import { crisisLines } from '../db/schema/index'
import { defineCollection } from './collection'
import { ContentError, fromExcluded } from './content-files'
import { folderIn } from './content-languages'

/**
 * The crisis lines of one language (decision 083): content/safety/crisis-lines.json in English,
 * content/es/safety/crisis-lines.json in Spanish, each mirrored by slug into its own rows. A
 * translation lists every English line, with the same number and sources, and may add lines for its
 * readers (the Spanish one adds Spain's 024) and order them for its readers.
 */
export const crisisLinesCollectionIn = (language: Language) =>
  defineCollection({
    name: language === DEFAULT_LANGUAGE ? 'crisis-lines' : `crisis-lines-${language}`,
    file: `${folderIn(language, 'safety')}/crisis-lines.json`,
    schema: CrisisLinesFileSchema,
    async sync(tx, data) {
      if (language !== DEFAULT_LANGUAGE) await checkTranslation(tx, language, data)
      const rows = data.lines.map(({ order, ...line }) => ({ ...line, language, sortOrder: order }))
      await tx
        .insert(crisisLines)
        .values(rows)
        .onConflictDoUpdate({
          target: [crisisLines.language, crisisLines.slug],
          set: fromExcluded(crisisLines, [
            'region',
            'name',
            'contact',
            'href',
            'description',
            'sortOrder',
            'sources',
          ]),
        })
      await tx.delete(crisisLines).where(
        and(
          eq(crisisLines.language, language),
          notInArray(
            crisisLines.slug,
            rows.map((row) => row.slug),
          ),
        ),
      )
    },
  })

/**
 * A reader of a translation never loses a line an English reader is given, nor reaches another
 * number than it says: every English line (loaded first) is there, with the same link and sources.
 */
async function checkTranslation(tx: Db, language: Language, data: { lines: CrisisLine[] }) {
  const english = await tx
    .select({ slug: crisisLines.slug, href: crisisLines.href, sources: crisisLines.sources })
    .from(crisisLines)
    .where(eq(crisisLines.language, DEFAULT_LANGUAGE))
  const translated = new Map(data.lines.map((line) => [line.slug, line]))
  const file = `${folderIn(language, 'safety')}/crisis-lines.json`
  for (const line of english) {
    const other = translated.get(line.slug)
    if (!other) throw new ContentError(`${file}: the English line ${line.slug} is missing`)
    if (other.href !== line.href || JSON.stringify(other.sources) !== JSON.stringify(line.sources))
      throw new ContentError(`${file}: ${line.slug} has another href or other sources than in English`)
  }
}
