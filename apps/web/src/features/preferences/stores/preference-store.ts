import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'

// Shapes of SPEC §8; they move to the contract when the preference endpoints land.
export type PreferenceKey = 'safety_filters' | 'empathy_button_text' | 'theme'

export interface PreferenceOption {
  id: number
  slug: string
  label: string
  description: string
  selected: boolean
}

export interface PreferenceCategory {
  key: PreferenceKey
  name: string
  multiple: boolean
  options: PreferenceOption[]
}

interface PreferenceState {
  categories: PreferenceCategory[]
  setCategories: (categories: PreferenceCategory[]) => void
  /** Several safety filters may be on at once; the other categories hold exactly one choice. */
  selectOption: (key: PreferenceKey, optionId: number) => void
}

export const PREFERENCE_STORE_KEY = 'kindred-preferences'

export const usePreferenceStore = create<PreferenceState>()(
  persist(
    (set) => ({
      categories: [],
      setCategories: (categories) => set({ categories }),
      selectOption: (key, optionId) =>
        set((state) => ({
          categories: state.categories.map((category) =>
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
          ),
        })),
    }),
    {
      name: PREFERENCE_STORE_KEY,
      // A visitor's preferences last for this tab only (seed §4).
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ categories }) => ({ categories }),
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
