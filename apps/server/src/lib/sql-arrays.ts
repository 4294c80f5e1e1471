import { sql, type SQL } from 'drizzle-orm'

/**
 * A list of ids as ONE bigint[] parameter, for `= any(...)`: a batch of 50 is one statement with one
 * parameter, the same plan whatever the number (SPEC §6 batch calls). Ids are checked integers.
 */
export function bigintArray(ids: readonly number[]): SQL {
  if (!ids.every((id) => Number.isSafeInteger(id))) throw new Error('bigintArray takes integers')
  return sql`${`{${ids.join(',')}}`}::bigint[]`
}
