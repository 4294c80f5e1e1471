import type { Language } from '@kindred/contract/languages'
import type { CompactPreferences, Preferences } from '@kindred/contract/preferences'
import {
  DEFAULT_EMPATHY_SLUG,
  DEFAULT_READING_BREAKS_SLUG,
  DEFAULT_SHARING_NAME_SLUG,
} from '@kindred/contract/preferences'
import type {
  PreferenceCategoryKey,
  SafetyFilterSlug,
  ThemeSlug,
} from '@kindred/contract/preferences-content'
import type { CatalogCategory, PreferenceCatalog } from './content/preference-options'

/**
 * What is on until the person chooses: the empathy text "Me too", no reading breaks and sharing
 * without one's name (decision 057); no safety filter and no theme (the client then follows the
 * system, SPEC §9.2).
 */
const DEFAULT_SLUGS: Partial<Record<PreferenceCategoryKey, string>> = {
  empathy_button_text: DEFAULT_EMPATHY_SLUG,
  reading_breaks: DEFAULT_READING_BREAKS_SLUG,
  sharing_name: DEFAULT_SHARING_NAME_SLUG,
}

/** Whether an option is on: what the person chose in its category, else the category's default. */
function isSelected(category: CatalogCategory, optionSlug: string, optionId: number, chosen: Set<number>) {
  const chosenHere = category.options.some((option) => chosen.has(option.id))
  if (chosenHere) return chosen.has(optionId)
  return DEFAULT_SLUGS[category.key] === optionSlug
}

/**
 * The categories with what is selected, the totals derived from the options (SPEC §8), and the
 * saved language (null: none, the browser's is followed; decision 081).
 */
export function toPreferencesDto(
  catalog: PreferenceCatalog,
  chosen: Set<number>,
  language: Language | null,
): Preferences {
  const categories = catalog.categories.map((category) => ({
    key: category.key,
    name: category.name,
    multiple: category.multiple,
    options: category.options.map((option) => ({
      id: option.id,
      slug: option.slug,
      label: option.label,
      description: option.description,
      selected: isSelected(category, option.slug, option.id, chosen),
    })),
  }))
  const filters = categories.find((category) => category.key === 'safety_filters')?.options ?? []
  return {
    categories,
    totals: {
      safety_filters: filters.length,
      active_safety_filters: filters.filter((o) => o.selected).length,
    },
    language,
  }
}

/** `/users/preference`: the selected slugs, the empathy button's text and the saved language. */
export function toCompactPreferencesDto(preferences: Preferences): CompactPreferences {
  const selected = (key: string) =>
    preferences.categories
      .find((category) => category.key === key)
      ?.options.filter((option) => option.selected) ?? []
  return {
    theme: (selected('theme')[0]?.slug as ThemeSlug | undefined) ?? null,
    empathy_button_text: selected('empathy_button_text')[0]?.label ?? 'Me too',
    active_safety_filters: selected('safety_filters').map((option) => option.slug as SafetyFilterSlug),
    language: preferences.language ?? null,
  }
}
