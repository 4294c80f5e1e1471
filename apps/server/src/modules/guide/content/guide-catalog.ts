import { asc, eq, notInArray } from 'drizzle-orm'
import type { Group, Item, Source, TextBlock, TraumaType } from '@kindred/contract/guide'
import type { ContentBlock } from '@kindred/contract/guide-content'
import type { Db } from '../../../db/client'
import { guideGroups, guideItems, traumaTypes } from '../../../db/schema/index'
import { syncIfChanged } from '../../../content/content-files'
import { inEveryLanguageNow, type InLanguages } from '../../../content/content-languages'
import { checkGuideTranslation } from './guide-translation'
import type { GuideContent } from './read-guide-content'

const COLLECTION = 'guide'

/**
 * The guide's content in one language as the routes use it: the files plus the database ids of
 * types, groups and items (the same in every language). Content only changes with a deploy, so
 * lists are served from here, not queried.
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

/**
 * The catalog in every language: the English files mirrored into the database (ids by slug) and
 * each translation checked against them (the same types, groups, items, options and sources), then
 * given the same ids and its own words. Built once at start.
 */
export async function loadGuideCatalogs(
  db: Db,
  contents: InLanguages<GuideContent>,
): Promise<InLanguages<GuideCatalog>> {
  const english = await loadGuideCatalog(db, contents.en)
  return inEveryLanguageNow((language) => {
    if (language === 'en') return english
    checkGuideTranslation(contents.en, contents[language])
    return translatedCatalog(english, contents[language])
  })
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

  return catalogOf(content, types, groups, items)
}

/** The catalog of `content`'s language from its types, groups and items. */
function catalogOf(content: GuideContent, types: TraumaType[], groups: Group[], items: Item[]): GuideCatalog {
  // Sources stay as they were published, in their own language, which the answer says; Kindred's note
  // on one is in the catalog's language.
  const sourcesOf = (keys: Iterable<string>): Source[] =>
    [...new Set(keys)].flatMap((key) => {
      const s = content.sources.get(key)
      if (!s) return []
      const { citation, note, language, url } = s
      return [{ key, citation, language, ...(note ? { note } : {}), ...(url ? { url } : {}) }]
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

/**
 * The English catalog in the words of a translation (checked by checkGuideTranslation): the same ids,
 * slugs, kinds, option values and figures, each text the translation's. A type, group or item only
 * the database still has (a deploy in progress) keeps its English words.
 */
function translatedCatalog(english: GuideCatalog, content: GuideContent): GuideCatalog {
  const typeFiles = new Map(content.types.map((t) => [t.slug, t]))
  const groupFiles = new Map(content.groups.map((g) => [g.slug, g]))
  const itemFiles = new Map(content.items.map((i) => [i.slug, i]))
  const types = english.types.map((type) => {
    const file = typeFiles.get(type.slug)
    return file ? { ...type, name: file.name, summary: file.summary } : type
  })
  const groups = english.groups.map((group) => {
    const file = groupFiles.get(group.slug)
    return file ? { ...group, title: file.title, intro: file.intro } : group
  })
  const items = english.items.map((item) => {
    const file = itemFiles.get(item.slug)
    if (!file) return item
    const labels = new Map(file.options.map((o) => [o.value, o.label]))
    return {
      ...item,
      prompt: file.prompt,
      help_text: file.help_text,
      options: item.options.map((o) => ({ ...o, label: labels.get(o.value) ?? o.label })),
    }
  })
  return catalogOf(content, types, groups, items)
}
