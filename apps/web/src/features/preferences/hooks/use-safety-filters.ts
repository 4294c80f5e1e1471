import { useLingui } from '@lingui/react'
import { useCallback, useMemo } from 'react'
import type { SafetyFilterSlug } from '@kindred/contract/preferences-content'
import { SAFETY_FILTER_SLUGS } from '@kindred/contract/preferences-content-constants'
import { safetyFilterLabel } from '../lib/preference-content'
import { usePreferences } from './use-preferences'

const known = new Set<string>(SAFETY_FILTER_SLUGS)
const isFilterSlug = (slug: string): slug is SafetyFilterSlug => known.has(slug)

export interface SafetyFilters {
  /** The slugs of the safety filters that are on: content matching them is folded away. */
  activeFilters: SafetyFilterSlug[]
  /** Still loading: none is known to be on, which must not be read as "show everything". */
  filtersPending: boolean
  /** They could not be loaded: everything that carries a warning stays folded (fail closed). */
  filtersUnknown: boolean
  /** A filter's name in words, in the shown language. */
  filterLabel: (slug: SafetyFilterSlug) => string
}

/** The person's safety filters as content folding reads them. */
export function useSafetyFilters(): SafetyFilters {
  const { i18n } = useLingui()
  const language = i18n.locale
  const { categories, status } = usePreferences()
  const filters = categories.find((category) => category.key === 'safety_filters')
  const activeFilters = useMemo(
    () =>
      (filters?.options ?? [])
        .filter((o) => o.selected)
        .map((o) => o.slug)
        .filter(isFilterSlug),
    [filters],
  )
  // A new function when the language changes, so what shows filter names draws them again.
  const filterLabel = useCallback((slug: SafetyFilterSlug) => safetyFilterLabel(slug, language), [language])
  return {
    activeFilters,
    filtersPending: status === 'loading',
    filtersUnknown: status === 'unavailable',
    filterLabel,
  }
}
