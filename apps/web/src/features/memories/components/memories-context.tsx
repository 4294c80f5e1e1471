import { createContext, useContext, type ReactNode } from 'react'
import type { SafetyFilterSlug } from '@kindred/contract/preferences-content'

/**
 * What memories need from the rest of the app. Features do not import each other, so the pages
 * (app/routes) hand these in: who is signed in (identity), the crisis lines (safety), and the
 * person's preferences: the empathy button's words, the safety filters that are on and their names.
 */
export interface MemoriesEnvironment {
  signedIn: boolean
  crisisLines: ReactNode
  empathyLabel: string
  activeFilters: readonly SafetyFilterSlug[]
  /** The person's safety filters are still loading: content with warnings stays folded until known. */
  filtersPending: boolean
  /** The person's safety filters could not be loaded: content with warnings stays folded, fail closed. */
  filtersUnknown: boolean
  filterLabel: (slug: SafetyFilterSlug) => string
}

export const defaultMemoriesEnvironment: MemoriesEnvironment = {
  signedIn: false,
  crisisLines: null,
  empathyLabel: 'Me too',
  activeFilters: [],
  filtersPending: false,
  filtersUnknown: false,
  filterLabel: (slug) => slug,
}

const MemoriesContext = createContext<MemoriesEnvironment>(defaultMemoriesEnvironment)

export function MemoriesEnvironmentProvider({
  value,
  children,
}: {
  value: MemoriesEnvironment
  children: ReactNode
}) {
  return <MemoriesContext.Provider value={value}>{children}</MemoriesContext.Provider>
}

export function useMemoriesEnvironment(): MemoriesEnvironment {
  return useContext(MemoriesContext)
}
