import { asc, eq, notInArray } from 'drizzle-orm'
import type { Group, Item, Source, TextBlock, TraumaType } from '@kindred/contract/guide'
import type { ContentBlock } from '@kindred/contract/guide-content'
import type { Db } from '../../../db/client'
import { guideGroups, guideItems, traumaTypes } from '../../../db/schema/index'
import { syncIfChanged } from '../../../content/content-files'
import type { GuideContent } from './read-guide-content'

const COLLECTION = 'guide'

/**
 * The guide's content as the routes use it: the files plus the database ids of types, groups and
 * items. Content only changes with a deploy, so lists are served from here, not queried.
 */
export interface GuideCatalog {
  content: GuideContent
  types: TraumaType[]
  groups: Group[]
  items: Item[]
  typeBySlug: Map<string, TraumaType>
  typeById: Map<number, TraumaType>
  itemById: Map<number, Item>
  /** Content blocks with their sources spelled out, and the sources of a set of blocks. */
  block(block: ContentBlock): TextBlock
  sourcesOf(keys: Iterable<string>): Source[]
}

/** Mirrors the files into the database by slug (idempotent, one transaction) and builds the catalog. */
export async function loadGuideCatalog(db: Db, content: GuideContent): Promise<GuideCatalog> {
  await syncIfChanged(db, COLLECTION, content.checksum, async (tx) => {
    await syncTypes(tx, content)
    await syncGroupsAndItems(tx, content)
  })
  return buildCatalog(db, content)
}

async function syncTypes(tx: Db, content: GuideContent) {
  for (const t of content.types) {
    const row = {
      slug: t.slug,
      name: t.name,
      framework: t.framework,
      family: t.family,
      nature: t.nature,
      summary: t.summary,
      prevalence: t.prevalence,
      detail: t.detail,
      sortOrder: t.order,
      active: true,
    }
    await tx.insert(traumaTypes).values(row).onConflictDoUpdate({ target: traumaTypes.slug, set: row })
  }
  const slugs = content.types.map((t) => t.slug)
  await tx.update(traumaTypes).set({ active: false }).where(notInArray(traumaTypes.slug, slugs))
}

async function syncGroupsAndItems(tx: Db, content: GuideContent) {
  const groupIds = new Map<string, number>()
  for (const g of content.groups) {
    const row = { slug: g.slug, sortOrder: g.order, title: g.title, intro: g.intro, active: true }
    const [saved] = await tx
      .insert(guideGroups)
      .values(row)
      .onConflictDoUpdate({ target: guideGroups.slug, set: row })
      .returning({ id: guideGroups.id })
    groupIds.set(g.slug, saved!.id)
  }
  await tx
    .update(guideGroups)
    .set({ active: false })
    .where(
      notInArray(
        guideGroups.slug,
        content.groups.map((g) => g.slug),
      ),
    )
  let order = 0
  for (const item of content.items) {
    const row = {
      slug: item.slug,
      groupId: groupIds.get(item.group)!,
      kind: item.kind,
      typeSlug: item.type_slug,
      prompt: item.prompt,
      helpText: item.help_text,
      options: item.options,
      sortOrder: ++order,
      active: true,
    }
    await tx.insert(guideItems).values(row).onConflictDoUpdate({ target: guideItems.slug, set: row })
  }
  // Items that left the files stay in the table (answers refer to them) but are no longer asked.
  await tx
    .update(guideItems)
    .set({ active: false })
    .where(
      notInArray(
        guideItems.slug,
        content.items.map((i) => i.slug),
      ),
    )
}

async function buildCatalog(db: Db, content: GuideContent): Promise<GuideCatalog> {
  const typeRows = await db
    .select()
    .from(traumaTypes)
    .where(eq(traumaTypes.active, true))
    .orderBy(asc(traumaTypes.sortOrder))
  const groupRows = await db
    .select()
    .from(guideGroups)
    .where(eq(guideGroups.active, true))
    .orderBy(asc(guideGroups.sortOrder))
  const itemRows = await db
    .select()
    .from(guideItems)
    .where(eq(guideItems.active, true))
    .orderBy(asc(guideItems.sortOrder))

  const types: TraumaType[] = typeRows.map((t) => ({
    id: t.id,
    slug: t.slug,
    name: t.name,
    framework: t.framework,
    family: t.family as TraumaType['family'],
    nature: t.nature as TraumaType['nature'],
    summary: t.summary,
    prevalence: t.prevalence ?? null,
  }))
  const items: Item[] = itemRows.map((i) => ({
    id: i.id,
    group_id: i.groupId,
    slug: i.slug,
    kind: i.kind,
    type_slug: i.typeSlug,
    prompt: i.prompt,
    help_text: i.helpText,
    options: i.options,
  }))
  const groups: Group[] = groupRows.map((g) => ({
    id: g.id,
    slug: g.slug,
    order: g.sortOrder,
    title: g.title,
    intro: g.intro,
    item_count: items.filter((i) => i.group_id === g.id).length,
  }))

  const sourcesOf = (keys: Iterable<string>): Source[] =>
    [...new Set(keys)].flatMap((key) => {
      const s = content.sources.get(key)
      return s ? [{ key: s.key, citation: s.citation, ...(s.url ? { url: s.url } : {}) }] : []
    })

  return {
    content,
    types,
    groups,
    items,
    typeBySlug: new Map(types.map((t) => [t.slug, t])),
    typeById: new Map(types.map((t) => [t.id, t])),
    itemById: new Map(items.map((i) => [i.id, i])),
    block: (b) => ({ ...(b.heading ? { heading: b.heading } : {}), text: b.text, sources: b.sources ?? [] }),
    sourcesOf,
  }
}
