import { createHash } from 'node:crypto'
import { LANGUAGES } from '@kindred/contract/languages'
import type { Db } from '../db/client'
import type { ContentCollection } from './collection'
import { contentFolder, syncIfChanged } from './content-files'
import { crisisLinesCollectionIn } from './crisis-lines.collection'

export { ContentError } from './content-files'

/**
 * Every collection the app loads, in load order (later collections may refer to earlier ones): a
 * translation comes after its English original, which it is checked against.
 */
export const COLLECTIONS: ContentCollection<unknown>[] = LANGUAGES.map(crisisLinesCollectionIn)

/**
 * Loads content/ into the database at start. Idempotent: a collection whose file is unchanged
 * (same checksum) is skipped; a changed one is synced by slug in one transaction, so a bad file
 * never leaves half its content behind. A collection's checksum covers those loaded before it, which
 * it may refer to: a changed English file checks its translation again. Returns the names of the
 * collections it (re)loaded.
 */
export async function loadContent(db: Db, contentDir: string, collections = COLLECTIONS): Promise<string[]> {
  const loaded: string[] = []
  let before = ''
  for (const collection of collections) {
    const folder = contentFolder(contentDir, '.')
    const data = await folder.read(collection.file, collection.schema)
    const own = folder.checksum()
    const checksum = before === '' ? own : createHash('sha256').update(`${before}\0${own}`).digest('hex')
    before = checksum
    if (await syncIfChanged(db, collection.name, checksum, (tx) => collection.sync(tx, data))) {
      loaded.push(collection.name)
    }
  }
  return loaded
}
