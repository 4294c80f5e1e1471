import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/client'
import { crisisLines } from '../db/schema/index'
import { openTestDatabase } from '../../test/test-database'
import { ContentError, loadContent } from './load-content'

const line = (slug: string, order: number, name = `Line ${slug}`) => ({
  slug,
  region: 'Somewhere',
  name,
  contact: 'Call 123',
  href: 'tel:123',
  description: 'Listens, day and night.',
  order,
  sources: ['https://example.org/source'],
})

let database: Database
let dir: string

/** The English lines, and the Spanish ones: the same, unless given. */
async function writeLines(lines: ReturnType<typeof line>[], spanish = lines) {
  for (const [folder, list] of [
    ['safety', lines],
    ['es/safety', spanish],
  ] as const) {
    await fs.mkdir(path.join(dir, folder), { recursive: true })
    await fs.writeFile(path.join(dir, folder, 'crisis-lines.json'), JSON.stringify({ lines: list }))
  }
}

const rows = (language: 'en' | 'es' = 'en') =>
  database.db
    .select({ slug: crisisLines.slug, name: crisisLines.name })
    .from(crisisLines)
    .where(eq(crisisLines.language, language))
    .orderBy(asc(crisisLines.sortOrder))

beforeAll(async () => {
  database = await openTestDatabase()
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kindred-content-'))
})
afterAll(async () => {
  await database.close()
  await fs.rm(dir, { recursive: true, force: true })
})

describe('loading content/ into the database', () => {
  it('loads a collection and skips it when the file has not changed', async () => {
    await writeLines([line('a', 1), line('b', 2)])
    expect(await loadContent(database.db, dir)).toEqual(['crisis-lines', 'crisis-lines-es'])
    expect(await rows()).toEqual([
      { slug: 'a', name: 'Line a' },
      { slug: 'b', name: 'Line b' },
    ])
    expect(await loadContent(database.db, dir)).toEqual([])
  })

  it('updates by slug and removes what the file no longer has', async () => {
    await writeLines([line('b', 1, 'Renamed'), line('c', 2)])
    await loadContent(database.db, dir)
    expect(await rows()).toEqual([
      { slug: 'b', name: 'Renamed' },
      { slug: 'c', name: 'Line c' },
    ])
  })

  it('keeps each language its own lines: a translation may add lines and order them', async () => {
    const spanish = [line('es-024', 1, 'Línea 024'), line('c', 2, 'Línea c'), line('b', 3, 'Línea b')]
    await writeLines([line('b', 1, 'Renamed'), line('c', 2)], spanish)
    // The English file is unchanged; its translation is loaded again.
    expect(await loadContent(database.db, dir)).toEqual(['crisis-lines-es'])
    expect(await rows('es')).toEqual([
      { slug: 'es-024', name: 'Línea 024' },
      { slug: 'c', name: 'Línea c' },
      { slug: 'b', name: 'Línea b' },
    ])
    expect(await rows('en')).toEqual([
      { slug: 'b', name: 'Renamed' },
      { slug: 'c', name: 'Line c' },
    ])
  })

  it('refuses a translation that leaves out an English line or calls another number', async () => {
    await writeLines([line('b', 1, 'Renamed'), line('c', 2)], [line('b', 1, 'Línea b')])
    await expect(loadContent(database.db, dir)).rejects.toThrow(
      'es/safety/crisis-lines.json: the English line c is missing',
    )
    await writeLines(
      [line('b', 1, 'Renamed'), line('c', 2)],
      [line('b', 1, 'Línea b'), { ...line('c', 2, 'Línea c'), href: 'tel:999' }],
    )
    await expect(loadContent(database.db, dir)).rejects.toThrow(
      'es/safety/crisis-lines.json: c has another href or other sources than in English',
    )
    expect((await rows('es')).map((r) => r.slug)).toEqual(['es-024', 'c', 'b'])
  })

  it('refuses an invalid file, naming it, and leaves the loaded content as it was', async () => {
    await writeLines([line('d', 1), { ...line('e', 2), href: 'javascript:alert(1)' }])
    await expect(loadContent(database.db, dir)).rejects.toThrow(ContentError)
    await expect(loadContent(database.db, dir)).rejects.toThrow('safety/crisis-lines.json: lines.1.href')
    expect((await rows()).map((r) => r.slug)).toEqual(['b', 'c'])
  })
})
