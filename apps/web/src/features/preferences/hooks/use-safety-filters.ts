import { useMemo } from 'react'
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
  /** A filter's name in words. */
  filterLabel: (slug: SafetyFilterSlug) => string
}

/** The person's safety filters as content folding reads them. */
export function useSafetyFilters(): SafetyFilters {
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
  return {
    activeFilters,
    filtersPending: status === 'loading',
    filtersUnknown: status === 'unavailable',
    filterLabel: safetyFilterLabel,
  }
}
