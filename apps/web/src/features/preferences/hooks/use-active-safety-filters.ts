import { useMemo } from 'react'
import { SAFETY_FILTER_SLUGS, type SafetyFilterSlug } from '@kindred/contract/preferences-content'
import { usePreferences } from './use-preferences'

const known = new Set<string>(SAFETY_FILTER_SLUGS)
const isFilterSlug = (slug: string): slug is SafetyFilterSlug => known.has(slug)

/** The slugs of the safety filters that are on: content matching them is folded away. */
export function useActiveSafetyFilters(): SafetyFilterSlug[] {
  const { categories } = usePreferences()
  const filters = categories.find((category) => category.key === 'safety_filters')
  return useMemo(
    () =>
      (filters?.options ?? [])
        .filter((o) => o.selected)
        .map((o) => o.slug)
        .filter(isFilterSlug),
    [filters],
  )
}
