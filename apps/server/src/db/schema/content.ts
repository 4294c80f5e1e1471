import { sql } from 'drizzle-orm'
import { check, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { LANGUAGES } from '@kindred/contract/languages'
import { at, sortOrder } from './columns'

/** Which version (checksum) of each content collection is in the database, so unchanged files are skipped. */
export const contentVersions = pgTable('content_versions', {
  collection: text('collection').primaryKey(),
  checksum: text('checksum').notNull(),
  loadedAt: at('loaded_at').notNull().defaultNow(),
})

/**
 * Crisis lines shown on /help and in the guide report, in each language Kindred speaks
 * (content/safety/crisis-lines.json, content/es/safety/crisis-lines.json; decision 083): a line is
 * its slug in one language, and a language may list lines another does not.
 */
export const crisisLines = pgTable(
  'crisis_lines',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    region: text('region').notNull(),
    name: text('name').notNull(),
    contact: text('contact').notNull(),
    href: text('href').notNull(),
    description: text('description').notNull(),
    sortOrder: sortOrder(),
    sources: jsonb('sources').$type<string[]>().notNull(),
  },
  (t) => [
    uniqueIndex('crisis_lines_language_slug_key').on(t.language, t.slug),
    check('crisis_lines_language_check', sql`${t.language} in ('en', 'es')`),
  ],
)
