import { createContext, useContext, type ReactNode } from 'react'
import type { Memory, MemoryCard } from '@kindred/contract/memories'
import type { SafetyFilterSlug } from '@kindred/contract/preferences-content'

/**
 * What memories need from the rest of the app. Features do not import each other, so the pages
 * (app/routes) hand these in: who is signed in (identity), the crisis lines (safety), the person's
 * preferences (the empathy button's words, whether they share without their name by default, the
 * safety filters that are on and their names), and the
 * slots other features fill on cards and on a memory's page (reactions, comments, connections,
 * reports, the author's moderation note). Left empty, the slots render nothing.
 */
export interface MemoriesEnvironment {
  signedIn: boolean
  crisisLines: ReactNode
  empathyLabel: string
  /**
   * Whether what the person shares starts without their name: yes unless they chose "Under my name
   * by default" in Settings (decision 057).
   */
  anonymousByDefault: boolean
  activeFilters: readonly SafetyFilterSlug[]
  /** The person's safety filters are still loading: content with warnings stays folded until known. */
  filtersPending: boolean
  /** The person's safety filters could not be loaded: content with warnings stays folded, fail closed. */
  filtersUnknown: boolean
  filterLabel: (slug: SafetyFilterSlug) => string
  /** What a reader can give a memory in a list (reactions), where the empathy button stands. */
  cardActions: (memory: MemoryCard) => ReactNode
  /** What any reader can give a memory on its own page (reactions, kind words). */
  pageReactions: (memory: Memory) => ReactNode
  /**
   * Beside them, for a signed-in reader of someone else's memory (connect with its author, report
   * it). `author`: who wrote it when named, null for an anonymous memory.
   */
  pageActions: (memory: Memory, author: MemoryAuthorRef | null) => ReactNode
  /** Under a memory for its signed-in author (the me-toos it was given, with their notes). */
  authorSection: (memory: Memory) => ReactNode
  /** What follows the memory on its page (the comments). */
  comments: (memory: Memory) => ReactNode
  /**
   * Beside the author's name, for a signed-in reader: ways to mute, block or report them. Asked only
   * for named memories of others.
   */
  authorMenu: (author: MemoryAuthorRef, memory: MemoryCard | Memory) => ReactNode
  /**
   * Above a memory its author sees set aside by moderation: why, and a way to ask for a second look.
   * `onAppealed` refreshes the memory, which then says where it stands.
   */
  moderationNote: (memory: Memory, onAppealed: () => void) => ReactNode
  /** At the top of the composer: why sharing waits for now (a suspended account); null otherwise. */
  composerNotice: ReactNode
}

export type MemoryAuthorRef = NonNullable<Memory['author']>

const nothing = () => null

export const defaultMemoriesEnvironment: MemoriesEnvironment = {
  signedIn: false,
  crisisLines: null,
  empathyLabel: 'Me too',
  anonymousByDefault: true,
  activeFilters: [],
  filtersPending: false,
  filtersUnknown: false,
  filterLabel: (slug) => slug,
  cardActions: nothing,
  pageReactions: nothing,
  pageActions: nothing,
  authorSection: nothing,
  comments: nothing,
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
