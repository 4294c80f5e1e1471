import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { paths } from '../../../paths'
import { queryRows } from '../../../lib/query-rows'
import { openTestDatabase } from '../../../../test/test-database'
import { ContentError } from '../../../content/content-files'
import { readMemoriesContent } from './read-memories-content'
import { loadTagCatalog } from './tag-catalog'

// Loading content/memories at start: by slug, idempotent, and never losing a tag a memory carries.
const database = await openTestDatabase()
const { db } = database
const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kindred-tags-'))
await fs.cp(path.join(paths.content, 'memories'), path.join(dir, 'memories'), { recursive: true })
afterAll(async () => {
  await database.close()
  await fs.rm(dir, { recursive: true, force: true })
})

const feelingsFile = path.join(dir, 'memories', 'tags', 'feelings.json')
const editFeelings = async (edit: (file: { tags: { slug: string; name: string }[] }) => void) => {
  const file = JSON.parse(await fs.readFile(feelingsFile, 'utf8'))
  edit(file)
  await fs.writeFile(feelingsFile, JSON.stringify(file))
}
const tagRows = () =>
  queryRows<{ id: number; slug: string; name: string; disabled: boolean }>(
    db,
    sql`select id, slug, name, disabled from memory_tags order by id`,
  )

describe('the tag catalog', () => {
  it('loads every kind and tag of the files', async () => {
    const content = await readMemoriesContent(dir)
    const catalog = await loadTagCatalog(db, content)
    const inFiles = content.kinds.flatMap((kind) => kind.tags.map((tag) => tag.slug))
    expect([...catalog.bySlug.keys()].sort()).toEqual([...inFiles].sort())
    expect(catalog.ofKind('feelings').map((t) => t.slug)).toEqual(
      content.kinds.find((k) => k.slug === 'feelings')!.tags.map((t) => t.slug),
    )
  })

  it('keeps ids when loaded again, renames by slug, and disables a tag the files dropped', async () => {
    const before = await tagRows()
    await editFeelings((file) => {
      file.tags = file.tags.filter((tag) => tag.slug !== 'alone')
      file.tags.find((tag) => tag.slug === 'afraid')!.name = 'Frightened'
    })
    const catalog = await loadTagCatalog(db, await readMemoriesContent(dir))
    const after = await tagRows()
    expect(after.map((t) => [t.id, t.slug])).toEqual(before.map((t) => [t.id, t.slug]))
    expect(after.find((t) => t.slug === 'alone')!.disabled).toBe(true)
    expect(catalog.bySlug.get('alone')!.disabled).toBe(true)
    expect(catalog.bySlug.get('afraid')!.name).toBe('Frightened')
  })

  it('refuses a tag slug used by two kinds, naming the file', async () => {
    await editFeelings((file) => file.tags.push({ ...file.tags[0]!, slug: 'physical-abuse' }))
    await expect(readMemoriesContent(dir)).rejects.toThrow(ContentError)
    await expect(readMemoriesContent(dir)).rejects.toThrow(/feelings\.json: physical-abuse is also a tag of/)
  })
})
