import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { queryRows } from '../lib/query-rows'
import { readableBy } from './memory-rules'

/**
 * What other modules need to know of a memory someone acts on (a me-too, a comment, a vote, a
 * request to connect), read only when that person may read it: else it does not exist for them.
 */
export interface MemoryAccess {
  id: number
  shareableLink: string
  authorId: number
  visibility: 'public' | 'connections' | 'private'
  anonymous: boolean
  commentsPolicy: 'everyone' | 'connections' | 'off'
  contentWarnings: string[]
  title: string
  /**
   * The row's version (decision 060), read in the statement that decided the reader may read it: a
   * copy shared between readers is taken only when kept under this same version.
   */
  version: number
}

/** A memory's access columns as a statement reads them (`memoryAccessColumns`), before `memoryAccessOf`. */
export interface MemoryAccessRow {
  id: string
  shareable_link: string
  author_id: string
  visibility: MemoryAccess['visibility']
  anonymous: boolean
  comments_policy: MemoryAccess['commentsPolicy']
  content_warnings: string[]
  title: string
  version: string
}

/** The columns of `m` (the memories table) that a `MemoryAccessRow` is read from. */
export const memoryAccessColumns = sql`m.id::text as id, m.shareable_link, m.author_id::text as author_id, m.visibility,
  m.anonymous, m.comments_policy, m.content_warnings, m.title, m.version::text as version`

export const memoryAccessOf = (row: MemoryAccessRow): MemoryAccess => ({
  id: Number(row.id),
  shareableLink: row.shareable_link,
  authorId: Number(row.author_id),
  visibility: row.visibility,
  anonymous: row.anonymous,
  commentsPolicy: row.comments_policy,
  contentWarnings: row.content_warnings,
  title: row.title,
  version: Number(row.version),
})

/**
 * The memories behind `links` that `reader` (a person's id, or null for a visitor) may read, in one
 * statement whatever the number, keyed by shareable link; the others are simply absent.
 */
export async function findReadableMemories(
  db: Db,
  reader: number | null,
  links: readonly string[],
): Promise<Map<string, MemoryAccess>> {
  if (links.length === 0) return new Map()
  const list = sql.join(
    [...new Set(links)].map((link) => sql`${link}`),
    sql`, `,
  )
  const rows = await queryRows<MemoryAccessRow>(
    db,
    sql`select ${memoryAccessColumns} from memories m where m.shareable_link in (${list}) and ${readableBy(reader)}`,
  )
  return new Map(rows.map((row) => [row.shareable_link, memoryAccessOf(row)]))
}

/**
 * One memory `reader` may read, by its shareable link or its internal id, else null. `extra` adds
 * values computed on the memory `m` in the same statement, by name: what the caller must know of it
 * besides (booleans: whether a comment page is shared, decision 045).
 */
export async function findReadableMemory<Name extends string = never>(
  db: Db,
  reader: number | null,
  by: { shareableLink: string } | { id: number },
  extra: Record<Name, SQL> = {} as Record<Name, SQL>,
): Promise<(MemoryAccess & Record<Name, boolean>) | null> {
  const where = 'id' in by ? sql`m.id = ${by.id}` : sql`m.shareable_link = ${by.shareableLink}`
  const names = Object.keys(extra) as Name[]
  const columns = names.map((name, i) => sql`, (${extra[name]}) as ${sql.raw(`x${i}`)}`)
  const [row] = await queryRows<MemoryAccessRow & Record<string, boolean>>(
    db,
    sql`select ${memoryAccessColumns}${sql.join(columns, sql``)} from memories m where ${where} and ${readableBy(reader)}`,
  )
  if (!row) return null
  const values = Object.fromEntries(names.map((name, i) => [name, row[`x${i}`] === true]))
  return { ...memoryAccessOf(row), ...(values as Record<Name, boolean>) }
}
