import { asc } from 'drizzle-orm'
import type { Language } from '@kindred/contract/languages'
import {
  PreferencesOptionsFileSchema,
  type PreferenceCategoryKey,
  type PreferencesOptionsFile,
} from '@kindred/contract/preferences-content'
import type { Db } from '../../../db/client'
import { preferenceOptions } from '../../../db/schema/index'
import { contentFolder, fromExcluded } from '../../../content/content-files'
import {
  checkSameKeys,
  folderIn,
  inEveryLanguage,
  type InLanguages,
} from '../../../content/content-languages'

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

/** The preference options in one language as the routes use them, with their database ids (the same in every language). */
export interface PreferenceCatalog {
  categories: CatalogCategory[]
  byId: Map<number, CatalogOption>
}

const readOptions = (contentDir: string, language: Language) =>
  contentFolder(contentDir, folderIn(language, 'preferences')).read(
    'options.json',
    PreferencesOptionsFileSchema,
  )

/**
 * The catalog in every language (decision 083): content/preferences/options.json mirrored into the
 * database, and each translation (content/es/preferences/options.json) checked to offer the same
 * categories and options, then given the same ids and its own words.
 */
export async function loadPreferenceCatalogs(
  db: Db,
  contentDir: string,
): Promise<InLanguages<PreferenceCatalog>> {
  const english = await readOptions(contentDir, 'en')
  const ids = await mirror(db, english)
  return inEveryLanguage(async (language) => {
    if (language === 'en') return catalogOf(english, ids)
    const file = await readOptions(contentDir, language)
    const where = `${folderIn(language, 'preferences')}/options.json`
    const keys = (f: PreferencesOptionsFile) =>
      f.categories.flatMap((c) => [c.key, ...c.options.map((o) => `${c.key}/${o.slug}`)])
    checkSameKeys(where, 'categories and options', keys(english), keys(file))
    return catalogOf(file, ids)
  })
}

/**
 * Mirrors the English options into the database by category and slug (ids stay stable; what people
 * chose is never lost) and gives their ids by category and slug.
 */
async function mirror(db: Db, file: PreferencesOptionsFile) {
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
  return new Map(saved.map((row) => [`${row.category}/${row.slug}`, row.id]))
}

/** The catalog of one language's file, with the ids of the options. */
function catalogOf(file: PreferencesOptionsFile, ids: Map<string, number>): PreferenceCatalog {
  const categories = file.categories.map((category) => ({
    key: category.key,
    name: category.name,
    multiple: category.multiple,
    options: category.options.map((option) => ({
      id: ids.get(`${category.key}/${option.slug}`)!,
      category: category.key,
      slug: option.slug,
      label: option.label,
      description: option.description,
    })),
  }))
  return { categories, byId: new Map(categories.flatMap((c) => c.options).map((o) => [o.id, o])) }
}
