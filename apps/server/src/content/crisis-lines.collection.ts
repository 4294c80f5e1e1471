import { notInArray, sql } from 'drizzle-orm'
import { CrisisLinesFileSchema } from '@kindred/contract/safety'
import { crisisLines } from '../db/schema/index'
import { defineCollection } from './collection'

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
        set: {
          region: sql`excluded.region`,
          name: sql`excluded.name`,
          contact: sql`excluded.contact`,
          href: sql`excluded.href`,
          description: sql`excluded.description`,
          sortOrder: sql`excluded.sort_order`,
          sources: sql`excluded.sources`,
        },
      })
    await tx.delete(crisisLines).where(
      notInArray(
        crisisLines.slug,
        rows.map((row) => row.slug),
      ),
    )
  },
})
