import type { TagKindSlug } from '@kindred/contract/memories-content'
import type { CatalogTag, TagCatalog } from '../content/tag-catalog'
import type { MemoriesDeps } from '../memories-deps'

/**
 * Tags of a kind (SPEC §5.2), named in `catalog`'s language: enabled ones unless `dis`, those fitting
 * `mt` when given, and with `ist` each tag's count of public memories (kept by a trigger, read in one
 * query).
 */
export async function listTags(
  deps: MemoriesDeps,
  catalog: TagCatalog,
  kind: TagKindSlug,
  options: { dis: boolean; ist: boolean; mt?: 1 | 2 | 3 },
): Promise<{ tag: CatalogTag; memoryCount?: number }[]> {
  const tags = catalog
    .ofKind(kind)
    .filter(
      (tag) => (options.dis || !tag.disabled) && (options.mt === undefined || tag.mt.includes(options.mt)),
    )
  if (!options.ist || tags.length === 0) return tags.map((tag) => ({ tag }))
  const byId = await deps.tags.publicMemoryCounts(tags.map((tag) => tag.id))
  return tags.map((tag) => ({ tag, memoryCount: byId.get(tag.id) ?? 0 }))
}
