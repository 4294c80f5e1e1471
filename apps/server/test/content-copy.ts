import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll } from 'vitest'
import { DEFAULT_LANGUAGE, LANGUAGES } from '@kindred/contract/languages'
import { paths } from '../src/paths'
import { openTestDatabase } from './test-database'

/**
 * A test database and a copy of one folder of content/ (with its translations) that the suite may
 * edit between loads, both gone after the file: for the catalogs loaded from content at start.
 */
export async function contentCopyAndDatabase(folder: string) {
  const database = await openTestDatabase()
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), `kindred-${folder}-`))
  // Its translations too (content/es/<folder>): the catalogs are loaded in every language.
  for (const copied of [
    folder,
    ...LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE).map((l) => `${l}/${folder}`),
  ])
    await fs.cp(path.join(paths.content, copied), path.join(dir, copied), { recursive: true })
  afterAll(async () => {
    await database.close()
    await fs.rm(dir, { recursive: true, force: true })
  })
  return { db: database.db, dir }
}
