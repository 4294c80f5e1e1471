import { asc } from 'drizzle-orm'
import {
  PreferencesOptionsFileSchema,
  type PreferenceCategoryKey,
} from '@kindred/contract/preferences-content'
import type { Db } from '../../../db/client'
import { preferenceOptions } from '../../../db/schema/index'
import { contentFolder, fromExcluded } from '../../../content/content-files'

export interface CatalogOption {
  id: number
  category: PreferenceCategoryKey
  slug: string
  label: string
  description: string
}

export interface CatalogCategory {
  key: PreferenceCategoryKey
  name: string
  multiple: boolean
  options: CatalogOption[]
}

/** The preference options as the routes use them, with their database ids. */
export interface PreferenceCatalog {
  categories: CatalogCategory[]
  byId: Map<number, CatalogOption>
}

/**
 * Reads content/preferences/options.json, mirrors its options into the database by category and
 * slug (ids stay stable; what people chose is never lost), and builds the catalog.
 */
export async function loadPreferenceCatalog(db: Db, contentDir: string): Promise<PreferenceCatalog> {
  const file = await contentFolder(contentDir, 'preferences').read(
    'options.json',
    PreferencesOptionsFileSchema,
  )
  const rows = file.categories.flatMap((category) =>
    category.options.map((option, index) => ({ category: category.key, ...option, sortOrder: index + 1 })),
  )
  await db
    .insert(preferenceOptions)
    .values(rows)
    .onConflictDoUpdate({
      target: [preferenceOptions.category, preferenceOptions.slug],
      set: fromExcluded(preferenceOptions, ['label', 'description', 'sortOrder']),
    })
  const saved = await db.select().from(preferenceOptions).orderBy(asc(preferenceOptions.sortOrder))
  const categories = file.categories.map((category) => ({
    key: category.key,
    name: category.name,
    multiple: category.multiple,
    options: category.options.map((option) => {
      const row = saved.find((r) => r.category === category.key && r.slug === option.slug)!
      return {
        id: row.id,
        category: category.key,
        slug: option.slug,
        label: option.label,
        description: option.description,
      }
    }),
  }))
  return { categories, byId: new Map(categories.flatMap((c) => c.options).map((o) => [o.id, o])) }
}
