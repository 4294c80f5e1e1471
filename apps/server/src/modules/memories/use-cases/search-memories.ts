import type { z } from 'zod'
import type { SearchQuerySchema } from '@kindred/contract/memories'
import type { MemoriesDeps } from '../memories-deps'
import { depthOf } from './list-memories'
import type { Viewer } from '../../../plugins/authentication'

export type SearchInput = z.output<typeof SearchQuerySchema>

/**
 * Relevance ranks the newest matches, this many; the older ones follow, newest first. Ranking every
 * match of a common word ("home", "mother") reads tens of thousands of rows at a million memories;
 * the newest hundred are found by walking an index from the newest end, at the same cost at any size,
 * and every page agrees on one order (decision 031).
 */
export const RELEVANCE_WINDOW = 100

/** mt 1 and 3 also find memories of both (2): a memory of both tells what happened and how it affects today. */
const typesFor = (mt: 1 | 2 | 3) => (mt === 2 ? [2 as const] : [mt, 2 as const])

/**
 * Full-text search (SPEC §5.2) over what the viewer may list, with the filters; by relevance (title
 * words weigh more) or newest. Without words it lists the filtered memories, newest first.
 */
export async function searchMemories(deps: MemoriesDeps, viewer: Viewer | null, input: SearchInput) {
  const words = input.q.trim()
  const filters = {
    words,
    types: input.mt ? typesFor(input.mt) : undefined,
    ageRange: input.age_range,
    tagIds: input.tag_ids,
  }
  const relevance = Boolean(words) && input.sort === 'relevance'
  // The newest matches the page needs, from each scope the viewer may list, merged.
  const depth = relevance ? Math.max(RELEVANCE_WINDOW, depthOf(input)) : depthOf(input)
  const ranked = relevance ? RELEVANCE_WINDOW : null
  // Two statements (decision 044): which memories, then their rows with the words marked.
  const chosen = await deps.search.pageIds(viewer, filters, { depth, ranked }, input)
  const rows = await deps.search.listHighlighted(chosen.slice(0, input.limit), viewer?.userId ?? null, words)
  // Made private, set aside or blocked between the two statements: left out, as a list would.
  return { rows: rows.filter((row) => row.readable), hasNext: chosen.length > input.limit }
}
