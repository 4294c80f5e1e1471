import type { Db } from '../../../db/client'
import { createUserPreferencesRepository } from '../user-preferences.repository'

/**
 * Whether something a person shares goes without their name (SPEC §9.2, decision 057): what they
 * said in the request when they said it, else their default — without their name unless they chose
 * "Under my name by default" in Settings. Memories, me toos, comments and guide comments ask it when
 * a request leaves `anonymous` out.
 */
export async function anonymousByDefault(
  db: Db,
  userId: number,
  explicit: boolean | undefined,
): Promise<boolean> {
  if (explicit !== undefined) return explicit
  return !(await createUserPreferencesRepository(db).sharesUnderName(userId, 'under-my-name'))
}
