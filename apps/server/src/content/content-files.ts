import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core'
import type { z } from 'zod'
import type { Db } from '../db/client'
import { contentVersions } from '../db/schema/index'

export class ContentError extends Error {
  override name = 'ContentError'
}

/**
 * Reads the JSON files of one folder under content/, each checked against its schema; a file that
 * is missing, not JSON or not valid stops the start with the file and the reason, so wrong content
 * never reaches a person. Every file read goes into `checksum()`.
 */
export function contentFolder(contentDir: string, folder: string) {
  const hash = createHash('sha256')
  const dir = path.join(contentDir, folder)
  const name = (relative: string) => path.posix.join(folder, relative)
  return {
    dir,
    async read<T>(relative: string, schema: z.ZodType<T>): Promise<T> {
      const raw = await fs.readFile(path.join(dir, relative), 'utf8').catch(() => {
        throw new ContentError(`${name(relative)}: missing`)
      })
      hash.update(relative).update('\0').update(raw).update('\0')
      let json: unknown
      try {
        json = JSON.parse(raw)
      } catch (err) {
        throw new ContentError(`${name(relative)}: not valid JSON (${(err as Error).message})`)
      }
      const parsed = schema.safeParse(json)
      if (!parsed.success) {
        const issue = parsed.error.issues[0]
        throw new ContentError(`${name(relative)}: ${issue?.path.join('.')} ${issue?.message}`)
      }
      return parsed.data
    },
    checksum: () => hash.digest('hex'),
  }
}

/**
 * Mirrors a collection into the database when its files changed since the last load (by checksum):
 * `sync` and the new checksum in one transaction, so a failure leaves the previous content whole.
 * Returns whether it synced.
 */
export async function syncIfChanged(
  db: Db,
  collection: string,
  checksum: string,
  sync: (tx: Db) => Promise<void>,
): Promise<boolean> {
  const [current] = await db
    .select({ checksum: contentVersions.checksum })
    .from(contentVersions)
    .where(eq(contentVersions.collection, collection))
  if (current?.checksum === checksum) return false
  await db.transaction(async (tx) => {
    await sync(tx)
    await tx
      .insert(contentVersions)
      .values({ collection, checksum })
      .onConflictDoUpdate({ target: contentVersions.collection, set: { checksum, loadedAt: sql`now()` } })
  })
  return true
}

/**
 * The `set` of a content row's upsert by its key: these columns take the values the file offered
 * (`excluded`), so a row mirrored from content/ keeps its id and follows its file.
 */
export function fromExcluded<T extends PgTable>(
  table: T,
  keys: readonly (keyof T['$inferInsert'] & keyof T & string)[],
): PgUpdateSetSource<T> {
  const set = keys.map((key) => [key, sql`excluded.${sql.identifier((table[key] as PgColumn).name)}`])
  return Object.fromEntries(set) as PgUpdateSetSource<T>
}
