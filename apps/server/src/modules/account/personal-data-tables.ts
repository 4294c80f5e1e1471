import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { queryRows } from '../../lib/query-rows'
import type { PersonalDataPart } from '../../lib/personal-data'

/**
 * Every table with a foreign key to users, read from the catalog (PGlite and PostgreSQL alike).
 * pg_constraint rather than information_schema, which hides tables the current role does not own.
 */
export async function tablesReferencingUsers(db: Db): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select distinct t.relname as name
        from pg_constraint c join pg_class t on t.oid = c.conrelid
        where c.contype = 'f' and c.confrelid = to_regclass('users') and c.conrelid <> c.confrelid
        order by name`,
  )
  return rows.map((row) => row.name)
}

/** Every base table of the database's schema. */
export async function existingTables(db: Db): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = current_schema() order by name`,
  )
  return rows.map((row) => row.name)
}

/** The tables holding a person's rows that no module's part names: the export would forget them. */
export function unclaimedTables(
  referencing: readonly string[],
  parts: readonly PersonalDataPart[],
): string[] {
  const claimed = new Set(parts.flatMap((part) => part.tables))
  return referencing.filter((table) => !claimed.has(table))
}

/** Tables a part names that do not exist (a rename the part did not follow), as `module: table`. */
export function missingTables(existing: readonly string[], parts: readonly PersonalDataPart[]): string[] {
  const present = new Set(existing)
  return parts.flatMap((part) =>
    part.tables.filter((table) => !present.has(table)).map((table) => `${part.module}: ${table}`),
  )
}
