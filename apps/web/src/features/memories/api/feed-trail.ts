import { cursorTrail } from '@/lib/cursor-pages'
import type { FeedSort, LanguageFilter } from './keys'

/** Where each page of the feed and of the snippets starts, as this tab has seen them (decision 063). */
export const feedTrail = cursorTrail()

/** The name the trail keeps a list under: its order or the tags it is filtered by, and its language. */
export const feedListName = (
  list: ({ sort: FeedSort } | { tagIds: readonly number[] }) & { language: LanguageFilter },
) =>
  ('sort' in list ? `feed:${list.sort}` : `snippets:${list.tagIds.join(',')}`) + `:${list.language ?? 'all'}`
