import { index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, sortOrder } from './columns'
import { PREFERENCE_CATEGORY_KEYS } from '@kindred/contract/preferences-content'
import { userRef } from './identity'

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
    sortOrder: sortOrder(),
  },
  (t) => [uniqueIndex('preference_options_category_slug_key').on(t.category, t.slug)],
)

/** The options a person chose: any number of safety filters, one of each other category. */
export const userPreferenceChoices = pgTable(
  'user_preference_choices',
  {
    userId: userRef('user_id'),
    optionId: integer('option_id')
      .notNull()
      .references(() => preferenceOptions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.optionId] }),
    index('user_preference_choices_option_idx').on(t.optionId),
  ],
)
