import { eq, notInArray } from 'drizzle-orm'
import type { Language } from '@kindred/contract/languages'
import type { MemoryType, TagKindSlug } from '@kindred/contract/memories-content'
import type { SafetyFilterSlug } from '@kindred/contract/preferences-content'
import type { Db } from '../../../db/client'
import { memoryTagKinds, memoryTags } from '../../../db/schema/index'
import { syncIfChanged } from '../../../content/content-files'
import { checkSameKeys, inEveryLanguageNow, type InLanguages } from '../../../content/content-languages'
import type { MemoriesContent } from './read-memories-content'

const COLLECTION = 'memories'

export interface CatalogTag {
  id: number
  kind: TagKindSlug
  slug: string
  name: string
  mt: MemoryType[]
  disabled: boolean
  safetyFilters: SafetyFilterSlug[]
}

/**
 * The tags in one language as the routes use them, by id and by kind (file order), with the same ids
 * in every language. Content changes only with a deploy.
 */
export interface TagCatalog {
  /** The language of the tags' names (what a memory's answer says them in, and its shared copies' key). */
  language: Language
  byId: Map<number, CatalogTag>
  bySlug: Map<string, CatalogTag>
  ofKind(kind: TagKindSlug): CatalogTag[]
}

/**
 * Mirrors content/memories into the database by slug (idempotent, one transaction) and builds the
 * catalog. A tag that left the files is disabled, never deleted: memories that carry it keep it.
 */
export async function loadTagCatalog(db: Db, content: MemoriesContent): Promise<TagCatalog> {
  await syncIfChanged(db, COLLECTION, content.checksum, (tx) => syncTags(tx, content))
  return buildCatalog(db)
}

/**
 * The catalog in every language (decision 083): the English files mirrored into the database, and
 * each translation checked to name the same kinds and tags, then given the same tags in its words.
 * A tag the files no longer have (disabled, still on memories) keeps its English name.
 */
export async function loadTagCatalogs(
  db: Db,
  contents: InLanguages<MemoriesContent>,
): Promise<InLanguages<TagCatalog>> {
  const english = await loadTagCatalog(db, contents.en)
  return inEveryLanguageNow((language) =>
    language === 'en' ? english : translatedCatalog(english, contents.en, contents[language], language),
  )
}

function translatedCatalog(
  english: TagCatalog,
  original: MemoriesContent,
  content: MemoriesContent,
  language: Language,
): TagCatalog {
  const slugs = (c: MemoriesContent) => c.kinds.map((k) => k.slug)
  checkSameKeys(`${content.folder}/tag-kinds.json`, 'kinds', slugs(original), slugs(content))
  for (const kind of original.kinds) {
    const translated = content.kinds.find((k) => k.slug === kind.slug)!
    checkSameKeys(
      `${content.folder}/tags/${kind.slug}.json`,
      'tags',
      kind.tags.map((t) => t.slug),
      translated.tags.map((t) => t.slug),
    )
  }
  const names = new Map(content.kinds.flatMap((k) => k.tags.map((t) => [t.slug, t.name])))
  const tags = [...english.byId.values()].map((tag) => ({ ...tag, name: names.get(tag.slug) ?? tag.name }))
  return catalogOf(language, tags)
}

async function syncTags(tx: Db, content: MemoriesContent) {
  const slugs: string[] = []
  for (const kind of content.kinds) {
    const kindRow = { slug: kind.slug, name: kind.name, description: kind.description, sortOrder: kind.order }
    const [saved] = await tx
      .insert(memoryTagKinds)
      .values(kindRow)
      .onConflictDoUpdate({ target: memoryTagKinds.slug, set: kindRow })
      .returning({ id: memoryTagKinds.id })
    for (const [index, tag] of kind.tags.entries()) {
      const row = {
        kindId: saved!.id,
        slug: tag.slug,
        name: tag.name,
        mt: [...tag.mt],
        disabled: tag.disabled,
        safetyFilters: [...tag.safety_filters],
        sortOrder: index + 1,
      }
      await tx.insert(memoryTags).values(row).onConflictDoUpdate({ target: memoryTags.slug, set: row })
      slugs.push(tag.slug)
    }
  }
  await tx.update(memoryTags).set({ disabled: true }).where(notInArray(memoryTags.slug, slugs))
}

async function buildCatalog(db: Db): Promise<TagCatalog> {
  const rows = await db
    .select({
      id: memoryTags.id,
      kind: memoryTagKinds.slug,
      slug: memoryTags.slug,
      name: memoryTags.name,
      mt: memoryTags.mt,
      disabled: memoryTags.disabled,
      safetyFilters: memoryTags.safetyFilters,
    })
    .from(memoryTags)
    .innerJoin(memoryTagKinds, eq(memoryTags.kindId, memoryTagKinds.id))
    .orderBy(memoryTagKinds.sortOrder, memoryTags.sortOrder)
  return catalogOf(
    'en',
    rows.map((row) => ({ ...row }) as CatalogTag),
  )
}

/** The catalog of `tags`, in file order. */
function catalogOf(language: Language, tags: CatalogTag[]): TagCatalog {
  const byKind = new Map<string, CatalogTag[]>()
  for (const tag of tags) byKind.set(tag.kind, [...(byKind.get(tag.kind) ?? []), tag])
  return {
    language,
    byId: new Map(tags.map((tag) => [tag.id, tag])),
    bySlug: new Map(tags.map((tag) => [tag.slug, tag])),
    ofKind: (kind) => byKind.get(kind) ?? [],
  }
}
