import { createContext, useContext, type ReactNode } from 'react'
import type { Memory, MemoryCard } from '@kindred/contract/memories'
import type { SafetyFilterSlug } from '@kindred/contract/preferences-content'

/**
 * What memories need from the rest of the app. Features do not import each other, so the pages
 * (app/routes) hand these in: who is signed in (identity), the crisis lines (safety), the person's
 * preferences (the empathy button's words, the safety filters that are on and their names), and the
 * slots other features fill on cards and on a memory's page (reactions, comments, connections,
 * reports, the author's moderation note). Left empty, the slots render nothing.
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
  /** What a reader can give a memory in a list (reactions), where the empathy button stands. */
  cardActions: (memory: MemoryCard) => ReactNode
  /** What a reader can do on the memory's own page (reactions, kind words, connect, report). */
  pageActions: (memory: Memory) => ReactNode
  /** What follows the memory on its page (the me-toos for its author, the comments). */
  pageSections: (memory: Memory) => ReactNode
  /** Beside the author's name: ways to mute or block them. Asked only for named memories of others. */
  authorMenu: (author: MemoryAuthorRef, memory: MemoryCard | Memory) => ReactNode
  /** Above a memory its author sees set aside by moderation: why, and a way to ask for a second look. */
  moderationNote: (memory: Memory) => ReactNode
  /** At the top of the composer: why sharing waits for now (a suspended account); null otherwise. */
  composerNotice: ReactNode
}

export type MemoryAuthorRef = NonNullable<Memory['author']>

const nothing = () => null

export const defaultMemoriesEnvironment: MemoriesEnvironment = {
  signedIn: false,
  crisisLines: null,
  empathyLabel: 'Me too',
  activeFilters: [],
  filtersPending: false,
  filtersUnknown: false,
  filterLabel: (slug) => slug,
  cardActions: nothing,
  pageActions: nothing,
  pageSections: nothing,
  authorMenu: nothing,
  moderationNote: nothing,
  composerNotice: null,
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
