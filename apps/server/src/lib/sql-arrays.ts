import { sql, type SQL } from 'drizzle-orm'

/**
 * A list of ids as ONE bigint[] parameter, for `= any(...)`: a batch of 50 is one statement with one
 * parameter, the same plan whatever the number (SPEC §6 batch calls). Ids are checked integers.
 */
export function bigintArray(ids: readonly number[]): SQL {
  return sql`${bigintArrayText(ids)}::bigint[]`
}

/** The text of `bigintArray`'s one parameter, for a statement that takes it as a value. */
export function bigintArrayText(ids: readonly number[]): string {
  if (!ids.every((id) => Number.isSafeInteger(id))) throw new Error('bigintArray takes integers')
  return `{${ids.join(',')}}`
}
