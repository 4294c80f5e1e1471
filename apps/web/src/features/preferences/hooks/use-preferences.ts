import { useLingui } from '@lingui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { UpdatePreferencesBody } from '@kindred/contract/preferences'
import { useOptions } from '../api/get-options'
import { preferenceKeys } from '../api/keys'
import { useUserPreferences } from '../api/get-user-preferences'
import {
  usePreferenceStore,
  withChoicesOf,
  withOptionSelected,
  type PreferenceCategory,
  type PreferenceKey,
} from '../stores/preference-store'
import { usePreferencesScope } from './preferences-context'

export interface PreferencesState {
  categories: PreferenceCategory[]
  status: 'loading' | 'ready' | 'unavailable'
  /** Chooses an option (toggles a safety filter); signed in, saves it and resolves once saved. */
  choose: (key: PreferenceKey, optionId: number) => Promise<void>
  signedIn: boolean
  retry: () => void
}

/**
 * The person's preferences, wherever they live: signed in, on the server (get-user-preferences, saved
 * with update); a visitor, in this tab's sessionStorage, started from get-options (SPEC §8). Either
 * way worded in the language the page shows, and worded again when it changes.
 */
export function usePreferences(): PreferencesState {
  const { signedIn } = usePreferencesScope()
  const language = useLingui().i18n.locale
  const stored = usePreferenceStore((state) => state.categories)
  const storedIn = usePreferenceStore((state) => state.language)
  // Worded in another language than the page's now (null: from before the language was kept).
  const reword = stored.length > 0 && storedIn !== null && storedIn !== language
  const mine = useUserPreferences(language, signedIn)
  const options = useOptions(language, !signedIn && (stored.length === 0 || reword))
  const queryClient = useQueryClient()

  useEffect(() => {
    if (signedIn || !options.data) return
    const kept = usePreferenceStore.getState()
    if (kept.categories.length === 0) kept.setCategories(options.data.categories, language)
    else if (kept.language !== null && kept.language !== language)
      kept.setCategories(withChoicesOf(options.data.categories, kept.categories), language)
  }, [signedIn, options.data, language])

  if (signedIn) {
    const categories = mine.data?.categories ?? []
    return {
      categories,
      status: mine.isPending ? 'loading' : mine.isError ? 'unavailable' : 'ready',
      signedIn,
      retry: () => void mine.refetch(),
      choose: async (key, optionId) => {
        const before = mine.data
        if (!before) return
        const next = withOptionSelected(categories, key, optionId)
        // Shown at once, as a visitor's choice is; put back if the server refuses it.
        queryClient.setQueryData(preferenceKeys.mine(language), { ...before, categories: next })
        try {
          // Loaded with the first choice, not with every screen that reads preferences (decision 029).
          const { saveAndKeepPreferences } = await import('../api/update-preferences')
          await saveAndKeepPreferences(queryClient, updateBody(next, key), language)
        } catch (error) {
          queryClient.setQueryData(preferenceKeys.mine(language), before)
          throw error
        }
      },
    }
  }
  return {
    categories: stored,
    status: stored.length > 0 ? 'ready' : options.isError ? 'unavailable' : 'loading',
    signedIn,
    retry: () => void options.refetch(),
    choose: async (key, optionId) => usePreferenceStore.getState().selectOption(key, optionId),
  }
}

/** The update's body for one category: the whole set of filters, or the one option chosen. */
function updateBody(categories: readonly PreferenceCategory[], key: PreferenceKey): UpdatePreferencesBody {
  const selected = categories.find((c) => c.key === key)?.options.filter((o) => o.selected) ?? []
  if (key === 'safety_filters') return { safety_filters: selected.map((o) => o.id) }
  const id = selected[0]?.id
  switch (key) {
    case 'theme':
      return { theme: id }
    case 'empathy_button_text':
      return { empathy_button_text: id }
    case 'reading_breaks':
      return { reading_breaks: id }
    case 'sharing_name':
      return { sharing_name: id }
  }
}
