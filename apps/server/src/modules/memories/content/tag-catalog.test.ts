import fs from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { queryRows } from '../../../lib/query-rows'
import { contentCopyAndDatabase } from '../../../../test/content-copy'
import { ContentError } from '../../../content/content-files'
import { readMemoriesContent } from './read-memories-content'
import { loadTagCatalog, loadTagCatalogs } from './tag-catalog'

// Loading content/memories at start: by slug, idempotent, and never losing a tag a memory carries.
const { db, dir } = await contentCopyAndDatabase('memories')

type TagsFile = { tags: { slug: string; name: string }[] }
const feelingsFile = path.join(dir, 'memories', 'tags', 'feelings.json')
const editFile = async (name: string, edit: (file: TagsFile) => void) => {
  const file = JSON.parse(await fs.readFile(name, 'utf8'))
  edit(file)
  await fs.writeFile(name, JSON.stringify(file))
}
const editFeelings = (edit: (file: TagsFile) => void) => editFile(feelingsFile, edit)
const bothLanguages = async () => ({
  en: await readMemoriesContent(dir, 'en'),
  es: await readMemoriesContent(dir, 'es'),
})
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

  it('gives the same tags in Spanish, in Spanish words, and refuses a translation naming others', async () => {
    const spanishFeelings = path.join(dir, 'es', 'memories', 'tags', 'feelings.json')
    // As the English file above, its translation drops 'alone'.
    await editFile(spanishFeelings, (file) => (file.tags = file.tags.filter((tag) => tag.slug !== 'alone')))
    const catalogs = await loadTagCatalogs(db, await bothLanguages())
    expect(catalogs.es.bySlug.get('afraid')).toEqual({ ...catalogs.en.bySlug.get('afraid'), name: 'Miedo' })
    expect([...catalogs.es.byId.keys()]).toEqual([...catalogs.en.byId.keys()])
    // A tag only the database still has (dropped from the files) keeps its English name.
    expect(catalogs.es.bySlug.get('alone')!.name).toBe(catalogs.en.bySlug.get('alone')!.name)

    await editFile(spanishFeelings, (file) => file.tags.push({ ...file.tags[0]!, slug: 'brave' }))
    await expect(loadTagCatalogs(db, await bothLanguages())).rejects.toThrow(
      'es/memories/tags/feelings.json: tags differ from the English file (not in the English file: brave)',
    )
  })

  it('refuses a tag slug used by two kinds, naming the file', async () => {
    await editFeelings((file) => file.tags.push({ ...file.tags[0]!, slug: 'physical-abuse' }))
    await expect(readMemoriesContent(dir)).rejects.toThrow(ContentError)
    await expect(readMemoriesContent(dir)).rejects.toThrow(/feelings\.json: physical-abuse is also a tag of/)
  })
})
