import type { MemoryLanguage } from '@kindred/contract/memories-constants'
import type { MemoryType, TagKindSlug } from '@kindred/contract/memories-content'
import { worded, wordedAsShown } from '@/lib/i18n/worded-key'

export type FeedSort = 'newest' | 'top'

/** A list narrowed to the memories written in one language; null, every language (decision 082). */
export type LanguageFilter = MemoryLanguage | null

/** The search's filters as the page keeps them (the query key and the request both read these). */
export interface SearchParams {
  q: string
  tagIds: number[]
  mt: MemoryType | null
  ageRange: string | null
  language: LanguageFilter
  sort: 'relevance' | 'newest'
  page: number
}

export { wordedAsShown }

const byLink = (shareableLink: string) => ['memories', 'link', shareableLink] as const
const byHashId = (hashId: string) => ['memories', 'hash', hashId] as const

/**
 * TanStack Query keys of memories. Lists sit under `['memories', 'list']`, so a new, edited, hidden
 * or deleted memory refreshes every list at once; one memory sits under its shareable link.
 */
export const memoryKeys = {
  all: ['memories'] as const,
  lists: ['memories', 'list'] as const,
  feed: (sort: FeedSort, language: LanguageFilter, page: number, cursor = '') =>
    worded(['memories', 'list', 'feed', sort, language ?? 'all', page, cursor]),
  snippets: (tagIds: readonly number[], language: LanguageFilter, page: number, cursor = '') =>
    worded(['memories', 'list', 'snippets', tagIds.join(','), language ?? 'all', page, cursor]),
  mine: (page: number) => worded(['memories', 'list', 'mine', page]),
  search: (params: SearchParams) => worded(['memories', 'list', 'search', params]),
  userMemories: (publicId: string, exclude: string | undefined) =>
    worded(['memories', 'list', 'user', publicId, exclude ?? '']),
  /** Every memory kept by its link. */
  links: ['memories', 'link'] as const,
  /** One memory by its shareable link, in every language it was read in: to refresh or remove it. */
  byLink,
  /** The copy of one memory (its tags named) in the language shown: what its page reads. */
  byLinkShown: (shareableLink: string) => worded(byLink(shareableLink)),
  /** One memory by its hash id, in every language it was read in. */
  byHashId,
  byHashIdShown: (hashId: string) => worded(byHashId(hashId)),
  /** The deletion of one memory, by its link: its page watches it (see useBeingDeleted). */
  deletion: (shareableLink: string) => ['memories', 'deletion', shareableLink] as const,
  /** What the person may still share now (a new account's memories a day). */
  allowance: ['memories', 'allowance'] as const,
  /** Every kind's tags, in every language. */
  allTags: ['memories', 'tags'] as const,
  tags: (kind: TagKindSlug, mt: MemoryType | null) => worded(['memories', 'tags', kind, mt ?? 'any']),
}
