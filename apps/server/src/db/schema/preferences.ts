import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { PREFERENCE_CATEGORY_KEYS } from '@kindred/contract/preferences-content'
import { users } from './identity'

/**
 * The options of the preference categories, mirrored from content/preferences by slug (SPEC §8;
 * reading breaks: decision 025). The category is plain text in the database: a new one needs no migration.
 */
export const preferenceOptions = pgTable(
  'preference_options',
  {
    id: serial('id').primaryKey(),
    category: text('category', { enum: PREFERENCE_CATEGORY_KEYS }).notNull(),
    slug: text('slug').notNull(),
    label: text('label').notNull(),
    description: text('description').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [uniqueIndex('preference_options_category_slug_key').on(t.category, t.slug)],
)

/** The options a person chose: any number of safety filters, one of each other category. */
export const userPreferenceChoices = pgTable(
  'user_preference_choices',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    optionId: integer('option_id')
      .notNull()
      .references(() => preferenceOptions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.optionId] }),
    index('user_preference_choices_option_idx').on(t.optionId),
  ],
)
