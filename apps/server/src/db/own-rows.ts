import { and, asc, eq, getTableColumns, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core'
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types'
import type { Db } from './client'
import { memories } from './schema/index'

/** A table joined to a person's rows to name what each points at (`[table, on]`). */
export type Naming = readonly [PgTable, SQL]

export interface OwnRows<Fields extends SelectedFields> {
  /** The table of the person's rows and its column holding their internal id. */
  from: PgTable
  owner: PgColumn
  fields: Fields
  /** Joined in this order: a later join may read an earlier one's columns. */
  naming?: readonly Naming[]
  /** The record's order, oldest first. */
  order: PgColumn | readonly PgColumn[]
  /** Which of the person's rows, when not all of them. */
  only?: SQL
}

/**
 * A person's rows of one table for their account export (SPEC §10), in the record's order, each
 * naming what it points at by a handle the person can use (a memory's link, a person's public id, a
 * phrase's slug): the export never shows an internal id, and every module's part reads its rows this
 * one way.
 */
export async function ownRows<Fields extends SelectedFields>(
  db: Db,
  userId: number,
  rows: OwnRows<Fields>,
): Promise<SelectResultFields<Fields>[]> {
  let query = db
    .select(rows.fields as SelectedFields)
    .from(rows.from)
    .$dynamic()
  // Inner joins only: every field is as nullable as its column, which `SelectResultFields` says.
  for (const [table, on] of rows.naming ?? []) query = query.innerJoin(table, on) as typeof query
  const order: readonly PgColumn[] = Array.isArray(rows.order) ? rows.order : [rows.order]
  const found = await query
    .where(and(eq(rows.owner, userId), rows.only))
    .orderBy(...order.map((column) => asc(column)))
  return found as SelectResultFields<Fields>[]
}

/** Names the memory a row is about by joining it (select `memoryLink`). */
export const memoryNamed = (memoryId: PgColumn): Naming => [memories, eq(memories.id, memoryId)]

/** The shareable link of the memory `memoryNamed` joined, the one name of a memory an export shows. */
export const memoryLink = memories.shareableLink

/** The author of the memory `memoryNamed` joined: whose act on it a row is (love back). */
export const memoryAuthor = memories.authorId

type RowsOnMemories = PgTable & { userId: PgColumn; memoryId: PgColumn; createdAt: PgColumn }

/**
 * A person's rows of a table about memories (their loves, votes, hides, …) with each memory's
 * shareable link first, oldest first unless `order` says otherwise.
 */
export function ownRowsOnMemories<Fields extends SelectedFields>(
  db: Db,
  userId: number,
  table: RowsOnMemories,
  fields: Fields,
  order: PgColumn = table.createdAt,
) {
  return ownRows(db, userId, {
    from: table,
    owner: table.userId,
    naming: [memoryNamed(table.memoryId)],
    fields: { shareable_link: memories.shareableLink, ...fields },
    order,
  })
}

type OwnedTable = PgTable & { userId: PgColumn; createdAt: PgColumn }

/**
 * Every column of a person's rows of `table`, oldest first: for an export part that makes its own
 * record of each row (a guide session, a comment on a report section) and names nothing by a join.
 */
export function everyOwnRow<T extends OwnedTable>(db: Db, userId: number, table: T) {
  return ownRows(db, userId, {
    from: table,
    owner: table.userId,
    fields: getTableColumns(table) as T['_']['columns'] & SelectedFields,
    order: table.createdAt,
  })
}
