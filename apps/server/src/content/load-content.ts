import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { contentVersions } from '../db/schema/index'
import type { ContentCollection } from './collection'
import { crisisLinesCollection } from './crisis-lines.collection'

/** Every collection the app loads, in load order (later collections may refer to earlier ones). */
export const COLLECTIONS: ContentCollection<unknown>[] = [crisisLinesCollection]

export class ContentError extends Error {
  override name = 'ContentError'
}

/**
 * Loads content/ into the database at start. Idempotent: a collection whose file is unchanged
 * (same checksum) is skipped; a changed one is synced by slug in one transaction, so a bad file
 * never leaves half its content behind. Returns the names of the collections it (re)loaded.
 */
export async function loadContent(db: Db, contentDir: string, collections = COLLECTIONS): Promise<string[]> {
  const loaded: string[] = []
  for (const collection of collections) {
    const file = path.join(contentDir, collection.file)
    const raw = await fs.readFile(file, 'utf8')
    const checksum = createHash('sha256').update(raw).digest('hex')
    const current = await db
      .select({ checksum: contentVersions.checksum })
      .from(contentVersions)
      .where(eq(contentVersions.collection, collection.name))
    if (current[0]?.checksum === checksum) continue

    const parsed = collection.schema.safeParse(JSON.parse(raw))
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      throw new ContentError(`${collection.file}: ${issue?.path.join('.')} ${issue?.message}`)
    }
    await db.transaction(async (tx) => {
      await collection.sync(tx, parsed.data)
      await tx
        .insert(contentVersions)
        .values({ collection: collection.name, checksum })
        .onConflictDoUpdate({ target: contentVersions.collection, set: { checksum, loadedAt: sql`now()` } })
    })
    loaded.push(collection.name)
  }
  return loaded
}
