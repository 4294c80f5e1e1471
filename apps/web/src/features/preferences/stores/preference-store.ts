import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import { tabStorage } from '@/lib/device-storage'
import type { PreferenceCategoryKey } from '@kindred/contract/preferences-content'
import type { PreferenceCategoryView } from '@kindred/contract/preferences'

export type { PreferenceOption } from '@kindred/contract/preferences'
export type PreferenceKey = PreferenceCategoryKey
export type PreferenceCategory = PreferenceCategoryView

interface PreferenceState {
  /** A visitor's preferences (SPEC §8); signed-in people's live on the server. */
  categories: PreferenceCategory[]
  /** The language the categories are worded in (the server's answer to the page's language). */
  language: string | null
  setCategories: (categories: PreferenceCategory[], language: string) => void
  /** Several safety filters may be on at once; the other categories hold exactly one choice. */
  selectOption: (key: PreferenceKey, optionId: number) => void
}

export const PREFERENCE_STORE_KEY = 'kindred-preferences'

/**
 * The categories as worded afresh (another language), with the choices made so far: an option keeps
 * whether it was selected, found by its slug; a category not chosen in before keeps its defaults.
 */
export function withChoicesOf(
  fresh: readonly PreferenceCategory[],
  chosen: readonly PreferenceCategory[],
): PreferenceCategory[] {
  return fresh.map((category) => {
    const before = chosen.find((c) => c.key === category.key)
    if (!before) return category
    const selected = new Set(before.options.filter((o) => o.selected).map((o) => o.slug))
    return { ...category, options: category.options.map((o) => ({ ...o, selected: selected.has(o.slug) })) }
  })
}

/** The categories after choosing one option: toggled in a multiple category, the only one otherwise. */
export function withOptionSelected(
  categories: readonly PreferenceCategory[],
  key: PreferenceKey,
  optionId: number,
): PreferenceCategory[] {
  return categories.map((category) =>
    category.key !== key
      ? category
      : {
          ...category,
          options: category.options.map((option) => ({
            ...option,
            selected: category.multiple
              ? option.id === optionId
                ? !option.selected
                : option.selected
              : option.id === optionId,
          })),
        },
  )
}

export const usePreferenceStore = create<PreferenceState>()(
  persist(
    (set) => ({
      categories: [],
      language: null,
      setCategories: (categories, language) => set({ categories, language }),
      selectOption: (key, optionId) =>
        set((state) => ({ categories: withOptionSelected(state.categories, key, optionId) })),
    }),
    {
      name: PREFERENCE_STORE_KEY,
      // A visitor's preferences last for this tab only (seed §4), and never outlive a quick exit.
      storage: createJSONStorage(() => tabStorage),
      partialize: ({ categories, language }) => ({ categories, language }),
    },
  ),
)

/** Seed §3: the totals are derived from the options, never stored. */
export function preferenceTotals(categories: readonly PreferenceCategory[]): {
  safety_filters: number
  active_safety_filters: number
} {
  const filters = categories.find((category) => category.key === 'safety_filters')?.options ?? []
  return {
    safety_filters: filters.length,
    active_safety_filters: filters.filter((option) => option.selected).length,
  }
}
