import { sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { queryRows } from '../../../lib/query-rows'

/**
 * Whether something a person shares goes without their name (SPEC §9.2, decision 057): what they
 * said in the request when they said it, else their default — without their name unless they chose
 * "Under my name by default" in Settings. Memories, me toos and guide comments ask it when a request
 * leaves `anonymous` out.
 */
export async function anonymousByDefault(
  db: Db,
  userId: number,
  explicit: boolean | undefined,
): Promise<boolean> {
  if (explicit !== undefined) return explicit
  const [row] = await queryRows<{ named: boolean }>(
    db,
    sql`select exists (select 1 from user_preference_choices c
      join preference_options o on o.id = c.option_id
      where c.user_id = ${userId} and o.category = 'sharing_name' and o.slug = 'under-my-name') as named`,
  )
  return !row?.named
}
