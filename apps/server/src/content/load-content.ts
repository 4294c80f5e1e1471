import type { Db } from '../db/client'
import type { ContentCollection } from './collection'
import { contentFolder, syncIfChanged } from './content-files'
import { crisisLinesCollection } from './crisis-lines.collection'

export { ContentError } from './content-files'

/** Every collection the app loads, in load order (later collections may refer to earlier ones). */
export const COLLECTIONS: ContentCollection<unknown>[] = [crisisLinesCollection]

/**
 * Loads content/ into the database at start. Idempotent: a collection whose file is unchanged
 * (same checksum) is skipped; a changed one is synced by slug in one transaction, so a bad file
 * never leaves half its content behind. Returns the names of the collections it (re)loaded.
 */
export async function loadContent(db: Db, contentDir: string, collections = COLLECTIONS): Promise<string[]> {
  const loaded: string[] = []
  for (const collection of collections) {
    const folder = contentFolder(contentDir, '.')
    const data = await folder.read(collection.file, collection.schema)
    if (await syncIfChanged(db, collection.name, folder.checksum(), (tx) => collection.sync(tx, data))) {
      loaded.push(collection.name)
    }
  }
  return loaded
}
