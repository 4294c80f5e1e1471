import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { userPreferenceChoices } from '../../db/schema/index'
import { queryRows } from '../../lib/query-rows'

/** The options each person chose. */
export function createUserPreferencesRepository(db: Db) {
  return {
    async chosen(userId: number, tx: Db = db): Promise<Set<number>> {
      const rows = await tx
        .select({ optionId: userPreferenceChoices.optionId })
        .from(userPreferenceChoices)
        .where(eq(userPreferenceChoices.userId, userId))
      return new Set(rows.map((row) => row.optionId))
    },
    /** Makes the person's choices within one category exactly `optionIds`. */
    async replace(userId: number, categoryOptionIds: number[], optionIds: number[], at: Date, tx: Db = db) {
      await tx
        .delete(userPreferenceChoices)
        .where(
          and(
            eq(userPreferenceChoices.userId, userId),
            inArray(userPreferenceChoices.optionId, categoryOptionIds),
          ),
        )
      if (optionIds.length === 0) return
      await tx
        .insert(userPreferenceChoices)
        .values(optionIds.map((optionId) => ({ userId, optionId, createdAt: at })))
        .onConflictDoNothing()
    },
    /** Whether the person chose `namedSlug` in the category `sharing_name` (decision 057). */
    async sharesUnderName(userId: number, namedSlug: string, tx: Db = db): Promise<boolean> {
      const [row] = await queryRows<{ named: boolean }>(
        tx,
        sql`select exists (select 1 from user_preference_choices c
          join preference_options o on o.id = c.option_id
          where c.user_id = ${userId} and o.category = 'sharing_name' and o.slug = ${namedSlug}) as named`,
      )
      return row?.named ?? false
    },
    /**
     * The option of the person's empathy button (SPEC §8), else (visitors too) `defaultSlug` when the
     * options have it: its slug, which the catalog says in the reader's language.
     */
    async empathyOption(userId: number | null, defaultSlug: string, tx: Db = db): Promise<string | null> {
      const chosen =
        userId === null
          ? sql`null`
          : sql`(select o.slug from user_preference_choices c join preference_options o on o.id = c.option_id
              where c.user_id = ${userId} and o.category = 'empathy_button_text'
              order by c.created_at desc limit 1)`
      const [row] = await queryRows<{ slug: string | null }>(
        tx,
        sql`select coalesce(${chosen}, (select o.slug from preference_options o
          where o.category = 'empathy_button_text' and o.slug = ${defaultSlug})) as slug`,
      )
      return row?.slug ?? null
    },
  }
}

export type UserPreferencesRepository = ReturnType<typeof createUserPreferencesRepository>
