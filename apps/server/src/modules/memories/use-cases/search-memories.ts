import type { z } from 'zod'
import { SearchResultSchema, type SearchQuerySchema } from '@kindred/contract/memories'
import type { MemoriesDeps } from '../memories-deps'
import { depthOf } from './list-memories'
import { toFragments, toHighlightParts } from '../highlight'
import type { MemoryRow } from '../memories.repository'
import type { ChosenMemory, SearchHighlights } from '../memory-search.repository'
import { CARDS, sharedKey } from '../shared-cards'
import type { MemoryWords } from '../memory-words'
import { highlightsFromPositions } from '../stored-highlights'
import { compileWriter } from '../../../plugins/response-serializer'
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

type Highlights = Pick<z.infer<typeof SearchResultSchema>, 'title_highlight' | 'fragments'>
const writeTitle = compileWriter(SearchResultSchema.shape.title_highlight)
const writeFragments = compileWriter(SearchResultSchema.shape.fragments)

/** A search result's JSON: the card's, with its highlights after its last field. */
const withHighlights = (card: string, { title_highlight, fragments }: Highlights) =>
  `${card.slice(0, -1)},"title_highlight":${writeTitle(title_highlight)},"fragments":${writeFragments(fragments)}}`

const plain = (title: string): Highlights => ({
  title_highlight: [{ text: title, match: false }],
  fragments: [],
})

const marked = (row: MemoryRow & Partial<SearchHighlights>): Highlights => ({
  title_highlight: row.title_marked
    ? toHighlightParts(row.title_marked)
    : [{ text: row.title, match: false }],
  fragments: row.body_marked ? toFragments(row.body_marked) : [],
})

/**
 * Full-text search (SPEC §5.2) over what the viewer may list, with the filters; by relevance (title
 * words weigh more) or newest. Without words it lists the filtered memories, newest first. The page
 * as the JSON of SearchPageSchema, its tags named in `tags`' language.
 *
 * One statement chooses the page and reads, with each memory's version, where the stored search
 * vector found the words (decision 064): the highlights are made here from those positions, and each
 * card comes from the shared cards (shared-cards.ts) under that version. Only cards not kept there,
 * and a memory whose words the positions cannot place (ts_headline's then), cost a second statement.
 */
export async function searchMemories(
  deps: MemoriesDeps,
  viewer: Viewer | null,
  tags: MemoryWords,
  input: SearchInput,
) {
  const words = input.q.trim()
  const filters = {
    words,
    types: input.mt ? typesFor(input.mt) : undefined,
    ageRange: input.age_range,
    language: input.language,
    tagIds: input.tag_ids,
  }
  const relevance = Boolean(words) && input.sort === 'relevance'
  // The newest matches the page needs, from each scope the viewer may list, merged.
  const depth = relevance ? Math.max(RELEVANCE_WINDOW, depthOf(input)) : depthOf(input)
  const ranked = relevance ? RELEVANCE_WINDOW : null
  const reading = deps.cards.reading()
  const chosen = await deps.search.choosePage(viewer, filters, { depth, ranked }, input)
  const shown = chosen.slice(0, input.limit)
  // A visitor's card is what every visitor is shown; a member's, what any member who neither wrote
  // nor hid the memory is shown (kept apart: they may do different things with it).
  const shared = viewer === null || CARDS.readsShared(viewer)
  const key = (memory: { id: string; version: string }) => sharedKey('card', viewer, memory, tags)
  const results = new Map<string, string>()
  const unread: string[] = []
  const unplaced: string[] = []
  for (const memory of shown) {
    const highlights = words ? highlightsFromPositions(memory as Required<ChosenMemory>) : plain(memory.title)
    const card = shared && !memory.mine ? deps.cards.get(key(memory)) : undefined
    if (highlights === null) unplaced.push(memory.id)
    else if (card === undefined) unread.push(memory.id)
    else results.set(memory.id, withHighlights(card, highlights))
  }
  const versions = new Map(shown.map((memory) => [memory.id, memory]))
  const read = async (ids: string[], highlighted: boolean) => {
    if (ids.length === 0) return
    const reader = viewer?.userId ?? null
    const rows = highlighted
      ? await deps.search.listHighlighted(ids, reader, words)
      : await deps.memories.listChosen(ids, reader)
    for (const row of rows) {
      const memory = versions.get(row.id)!
      // Changed between the two statements (made private, set aside, edited): left out, as a list
      // would; an edit may have taken the words away, and the highlights were made before it.
      if (!row.readable || row.version !== memory.version) continue
      const card = CARDS.write(row, tags, viewer)
      if (shared && (viewer === null || CARDS.sameForEveryone(row, viewer)))
        deps.cards.set(key(row), card, reading)
      const highlights = highlighted
        ? marked(row)
        : words
          ? highlightsFromPositions(memory as Required<ChosenMemory>)!
          : plain(row.title)
      results.set(row.id, withHighlights(card, highlights))
    }
  }
  await Promise.all([read(unread, false), read(unplaced, true)])
  const rows = shown.filter(({ id }) => results.has(id)).map(({ id, version }) => ({ id, version }))
  const page = rows.map(({ id }) => results.get(id)!)
  const json = `{"results":[${page.join(',')}],"page":${input.page},"limit":${input.limit},"has_next":${chosen.length > input.limit}}`
  return { json, rows }
}
