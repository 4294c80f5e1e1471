import { jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { at, sortOrder, contentKey } from './columns'

/** Which version (checksum) of each content collection is in the database, so unchanged files are skipped. */
export const contentVersions = pgTable('content_versions', {
  collection: text('collection').primaryKey(),
  checksum: text('checksum').notNull(),
  loadedAt: at('loaded_at').notNull().defaultNow(),
})

/** Crisis lines shown on /help and in the guide report (content/safety/crisis-lines.json). */
export const crisisLines = pgTable('crisis_lines', {
  ...contentKey(),
  region: text('region').notNull(),
  name: text('name').notNull(),
  contact: text('contact').notNull(),
  href: text('href').notNull(),
  description: text('description').notNull(),
  sortOrder: sortOrder(),
  sources: jsonb('sources').$type<string[]>().notNull(),
})
