import english from '@content/preferences/options.json'
import spanish from '@content/es/preferences/options.json'
import type { Preferences } from '@kindred/contract/preferences'
import { PREFERENCE_CATEGORY_KEYS } from '@kindred/contract/preferences-content-constants'

const isCategoryKey = (key: string): key is Preferences['categories'][number]['key'] =>
  (PREFERENCE_CATEGORY_KEYS as readonly string[]).includes(key)

/**
 * Every preference as the server answers it in `language`, worded by the content files: an option's
 * id is the same in both languages (its place), and the options whose slugs are `selected` are on.
 */
export function preferencesFromContent(language: 'en' | 'es', selected: readonly string[] = []): Preferences {
  const file = language === 'es' ? spanish : english
  const categories = file.categories.flatMap((category, c) =>
    isCategoryKey(category.key)
      ? [
          {
            key: category.key,
            name: category.name,
            multiple: category.multiple,
            options: category.options.map((option, o) => ({
              id: (c + 1) * 100 + o + 1,
              slug: option.slug,
              label: option.label,
              description: option.description,
              selected: selected.includes(option.slug),
            })),
          },
        ]
      : [],
  )
  const filters = categories.find((category) => category.key === 'safety_filters')?.options ?? []
  return {
    categories,
    totals: {
      safety_filters: filters.length,
      active_safety_filters: filters.filter((option) => option.selected).length,
    },
  }
}
