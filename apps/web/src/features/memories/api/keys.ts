import type { MemoryType, TagKindSlug } from '@kindred/contract/memories-content'

export type FeedSort = 'newest' | 'top'

/** The search's filters as the page keeps them (the query key and the request both read these). */
export interface SearchParams {
  q: string
  tagIds: number[]
  mt: MemoryType | null
  ageRange: string | null
  sort: 'relevance' | 'newest'
  page: number
}

/**
 * TanStack Query keys of memories. Lists sit under `['memories', 'list']`, so a new, edited, hidden
 * or deleted memory refreshes every list at once; one memory sits under its shareable link.
 */
export const memoryKeys = {
  all: ['memories'] as const,
  lists: ['memories', 'list'] as const,
  feed: (sort: FeedSort, page: number, cursor = '') =>
    ['memories', 'list', 'feed', sort, page, cursor] as const,
  snippets: (tagIds: readonly number[], page: number, cursor = '') =>
    ['memories', 'list', 'snippets', tagIds.join(','), page, cursor] as const,
  mine: (page: number) => ['memories', 'list', 'mine', page] as const,
  search: (params: SearchParams) => ['memories', 'list', 'search', params] as const,
  userMemories: (publicId: string, exclude: string | undefined) =>
    ['memories', 'list', 'user', publicId, exclude ?? ''] as const,
  byLink: (shareableLink: string) => ['memories', 'link', shareableLink] as const,
  byHashId: (hashId: string) => ['memories', 'hash', hashId] as const,
  /** The deletion of one memory, by its link: its page watches it (see useBeingDeleted). */
  deletion: (shareableLink: string) => ['memories', 'deletion', shareableLink] as const,
  /** What the person may still share now (a new account's memories a day). */
  allowance: ['memories', 'allowance'] as const,
  tags: (kind: TagKindSlug, mt: MemoryType | null) => ['memories', 'tags', kind, mt ?? 'any'] as const,
}
