import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { asc } from 'drizzle-orm'
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

async function writeLines(lines: unknown[]) {
  await fs.mkdir(path.join(dir, 'safety'), { recursive: true })
  await fs.writeFile(path.join(dir, 'safety/crisis-lines.json'), JSON.stringify({ lines }))
}

const rows = () =>
  database.db
    .select({ slug: crisisLines.slug, name: crisisLines.name })
    .from(crisisLines)
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
    expect(await loadContent(database.db, dir)).toEqual(['crisis-lines'])
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

  it('refuses an invalid file, naming it, and leaves the loaded content as it was', async () => {
    await writeLines([line('d', 1), { ...line('e', 2), href: 'javascript:alert(1)' }])
    await expect(loadContent(database.db, dir)).rejects.toThrow(ContentError)
    await expect(loadContent(database.db, dir)).rejects.toThrow('safety/crisis-lines.json: lines.1.href')
    expect((await rows()).map((r) => r.slug)).toEqual(['b', 'c'])
  })
})
