import fs from 'node:fs/promises'
import path from 'node:path'
import {
  CaregiverStylesFileSchema,
  GroupsFileSchema,
  ItemsFileSchema,
  ReportFileSchema,
  SourcesFileSchema,
  TraumaTypeFileSchema,
  type CaregiverStylesFile,
  type ContentItem,
  type GroupsFile,
  type ReportFile,
  type SourceEntry,
  type TraumaTypeFile,
} from '@kindred/contract/guide-content'
import type { Language } from '@kindred/contract/languages'
import { ContentError, contentFolder } from '../../../content/content-files'
import { folderIn } from '../../../content/content-languages'

/** Everything under content/guide (or a language's copy, content/es/guide), validated and cross-checked. */
export interface GuideContent {
  language: Language
  /** Where it was read from, below content/: `guide`, `es/guide`. */
  folder: string
  checksum: string
  sources: Map<string, SourceEntry>
  types: TraumaTypeFile[]
  groups: GroupsFile['groups']
  /** Items in the order the guide asks them: by group, then as written in the file. */
  items: (ContentItem & { group: string })[]
  styles: CaregiverStylesFile
  report: ReportFile
}

/**
 * Reads content/guide in `language` (English by default). A file that does not match its schema, or
 * that refers to a group, type or source that does not exist, stops the start with the file and the
 * reason: wrong content never reaches a person.
 */
export async function readGuideContent(contentDir: string, language: Language = 'en'): Promise<GuideContent> {
  const folderName = folderIn(language, 'guide')
  const folder = contentFolder(contentDir, folderName)
  const { dir, read } = folder
  const jsonFiles = async (sub: string) =>
    (await fs.readdir(path.join(dir, sub))).filter((f) => f.endsWith('.json')).sort()

  const sources = new Map((await read('sources.json', SourcesFileSchema)).sources.map((s) => [s.key, s]))
  const groups = (await read('groups.json', GroupsFileSchema)).groups.sort((a, b) => a.order - b.order)
  const types: TraumaTypeFile[] = []
  for (const file of await jsonFiles('types')) types.push(await read(`types/${file}`, TraumaTypeFileSchema))
  types.sort((a, b) => a.order - b.order)

  const groupOrder = new Map(groups.map((g, i) => [g.slug, i]))
  const itemFiles: { group: string; items: ContentItem[] }[] = []
  for (const file of await jsonFiles('items')) itemFiles.push(await read(`items/${file}`, ItemsFileSchema))
  itemFiles.sort((a, b) => (groupOrder.get(a.group) ?? 99) - (groupOrder.get(b.group) ?? 99))
  const items = itemFiles.flatMap((f) => f.items.map((item) => ({ ...item, group: f.group })))

  const content: GuideContent = {
    language,
    folder: folderName,
    checksum: '',
    sources,
    types,
    groups,
    items,
    styles: await read('caregiver-styles.json', CaregiverStylesFileSchema),
    report: await read('report.json', ReportFileSchema),
  }
  crossCheck(content)
  content.checksum = folder.checksum()
  return content
}

function crossCheck(content: GuideContent) {
  const fail = (message: string) => {
    throw new ContentError(`${content.folder}: ${message}`)
  }
  const typeSlugs = new Set(content.types.map((t) => t.slug))
  const groupSlugs = new Set(content.groups.map((g) => g.slug))
  if (typeSlugs.size !== content.types.length) fail('two trauma types share a slug')
  const itemSlugs = new Set<string>()
  for (const item of content.items) {
    if (!groupSlugs.has(item.group)) fail(`item ${item.slug} names an unknown group ${item.group}`)
    if (itemSlugs.has(item.slug)) fail(`two items share the slug ${item.slug}`)
    itemSlugs.add(item.slug)
    if (item.type_slug !== null && !typeSlugs.has(item.type_slug))
      fail(`item ${item.slug} names an unknown type ${item.type_slug}`)
  }
  for (const type of content.types) {
    if (!Object.hasOwn(content.report.result_card.counting, type.slug))
      fail(`type ${type.slug} has no result-card message in report.json`)
  }
  for (const key of collectSourceKeys(content)) {
    if (!content.sources.has(key)) fail(`source "${key}" is cited but not in sources.json`)
  }
}

/** Every source key cited anywhere in the content (blocks, prevalence, distribution). */
export function collectSourceKeys(value: unknown, keys = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) collectSourceKeys(v, keys)
  else if (value instanceof Map) return keys
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === 'sources' && Array.isArray(v)) for (const s of v) if (typeof s === 'string') keys.add(s)
      if (k === 'source' && typeof v === 'string') keys.add(v)
      collectSourceKeys(v, keys)
    }
  }
  return keys
}
