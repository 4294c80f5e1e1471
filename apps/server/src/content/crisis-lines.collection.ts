import { notInArray } from 'drizzle-orm'
import { CrisisLinesFileSchema } from '@kindred/contract/safety'
import { crisisLines } from '../db/schema/index'
import { defineCollection } from './collection'
import { fromExcluded } from './content-files'

export const crisisLinesCollection = defineCollection({
  name: 'crisis-lines',
  file: 'safety/crisis-lines.json',
  schema: CrisisLinesFileSchema,
  async sync(tx, data) {
    const rows = data.lines.map(({ order, ...line }) => ({ ...line, sortOrder: order }))
    await tx
      .insert(crisisLines)
      .values(rows)
      .onConflictDoUpdate({
        target: crisisLines.slug,
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
      notInArray(
        crisisLines.slug,
        rows.map((row) => row.slug),
      ),
    )
  },
})
