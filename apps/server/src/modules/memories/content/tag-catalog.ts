import { eq, notInArray } from 'drizzle-orm'
import type { MemoryType, TagKindSlug } from '@kindred/contract/memories-content'
import type { SafetyFilterSlug } from '@kindred/contract/preferences-content'
import type { Db } from '../../../db/client'
import { memoryTagKinds, memoryTags } from '../../../db/schema/index'
import { syncIfChanged } from '../../../content/content-files'
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

/** The tags as the routes use them, by id and by kind (file order). Content changes only with a deploy. */
export interface TagCatalog {
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
  const tags = rows.map((row) => ({ ...row }) as CatalogTag)
  const byKind = new Map<string, CatalogTag[]>()
  for (const tag of tags) byKind.set(tag.kind, [...(byKind.get(tag.kind) ?? []), tag])
  return {
    byId: new Map(tags.map((tag) => [tag.id, tag])),
    bySlug: new Map(tags.map((tag) => [tag.slug, tag])),
    ofKind: (kind) => byKind.get(kind) ?? [],
  }
}
