import { sql, type SQL } from 'drizzle-orm'
import { PLANNED_FOR_ITS_VALUES } from './named-statements'
import type { ShapedStatement } from './shaped-statements'

/** The rows of a list a page reads: `limit` after skipping `offset` (`near`: see `pageWindowAt`). */
export interface RowWindow {
  offset: number
  limit: number
  near?: boolean
}

/**
 * `limit <n>` for a first page, `limit <n> offset $1` for the others: the limit written into the
 * statement, the offset a parameter (decision 041). PostgreSQL plans a named statement once for any
 * values (a generic plan) only when that plan looks no dearer than the plans it made for the values
 * it was given. A limit it cannot see, it takes for a tenth of the table, and an offset it cannot
 * see for ten rows: both made every list's generic plan look dearer, so it planned the statement
 * anew on every run. Later pages are planned for their offset (PLANNED_FOR_ITS_VALUES): a generic
 * plan made for ten rows skipped read the thousandth page of a member's feed in 11 ms instead of 5.
 * A page holds at most a hundred rows, so a list has at most two hundred texts.
 */
export function pageWindow(limit: number, offset: number, near = false): SQL {
  if (!Number.isSafeInteger(limit) || limit < 0 || limit > 1000) throw new Error(`not a page size: ${limit}`)
  const limited = sql.raw(`limit ${limit}`)
  if (offset === 0) return limited
  return near ? sql`${limited} offset ${offset}` : sql`${limited} offset ${offset} ${PLANNED_FOR_ITS_VALUES}`
}

/**
 * `pageWindow` for a shaped statement (db/shaped-statements.ts): an offset of 0 is written as none,
 * any other is the statement's value `offset` (a slot when it is built once). `near`: the offset is
 * at most a block of rows (a deep page placed by its block, decision 079), so one plan fits every
 * value and the statement keeps its name.
 */
export const pageWindowAt = (limit: number, offset: number | SQL, near = false): SQL =>
  typeof offset === 'number'
    ? pageWindow(limit, offset, near)
    : sql`${pageWindow(limit, 0)} offset ${offset}${near ? sql`` : sql` ${PLANNED_FOR_ITS_VALUES}`}`

/**
 * The `limit` ids after the first `offset` of `ids` (a query of one ordered column), and one more: a
 * list's `has_next` without counting it.
 */
export const pageOfIds = (ids: SQL, { offset, limit, near }: RowWindow): SQL =>
  sql`${ids} ${pageWindow(limit + 1, offset, near)}`

/**
 * `pageOfIds` for a shaped statement (db/shaped-statements.ts): the limit and whether there is an
 * offset are its shape, the offset a value.
 */
export function shapedPageOfIds(
  ids: ShapedStatement,
  { offset, limit, near = false }: RowWindow,
): ShapedStatement {
  return {
    key: `${ids.key}|page:${limit + 1}:${offset === 0 ? '' : near ? 'near' : 'offset'}`,
    values: { ...ids.values, offset },
    build: (value) =>
      sql`${ids.build(value)} ${pageWindowAt(limit + 1, offset === 0 ? 0 : value('offset'), near)}`,
  }
}
