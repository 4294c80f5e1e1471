import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

/** Which version (checksum) of each content collection is in the database, so unchanged files are skipped. */
export const contentVersions = pgTable('content_versions', {
  collection: text('collection').primaryKey(),
  checksum: text('checksum').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Crisis lines shown on /help and in the guide report (content/safety/crisis-lines.json). */
export const crisisLines = pgTable('crisis_lines', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  region: text('region').notNull(),
  name: text('name').notNull(),
  contact: text('contact').notNull(),
  href: text('href').notNull(),
  description: text('description').notNull(),
  sortOrder: integer('sort_order').notNull(),
  sources: jsonb('sources').$type<string[]>().notNull(),
})
