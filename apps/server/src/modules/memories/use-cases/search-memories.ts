import { sql, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { SearchQuerySchema } from '@kindred/contract/memories'
import { FRAGMENT_BREAK, MATCH_END, MATCH_START } from '../highlight'
import type { MemoriesDeps } from '../memories-deps'
import { listedScopes } from '../memory-visibility'
import { PLANNED_FOR_ITS_VALUES } from '../../../db/named-statements'
import { pageWindow } from '../../../db/page-window'
import { depthOf } from './list-memories'
import type { Viewer } from '../../../plugins/authentication'

export type SearchInput = z.output<typeof SearchQuerySchema>

export interface SearchHighlights {
  title_marked: string
  body_marked: string
}

// The same SQL on PGlite and PostgreSQL: English stemming, the web-search syntax people know
// ("quoted phrases", -excluded, or), and highlights marked with control characters the client
// turns into <mark> (see highlight.ts).
const query = (q: string) => sql`websearch_to_tsquery('english', ${q})`
const BODY_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, MaxFragments=3, MaxWords=24, MinWords=8, FragmentDelimiter=${FRAGMENT_BREAK}`
const TITLE_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, HighlightAll=true`

/**
 * Relevance ranks the newest matches, this many; the older ones follow, newest first. Ranking every
 * match of a common word ("home", "mother") reads tens of thousands of rows at a million memories;
 * the newest hundred are found by walking an index from the newest end, at the same cost at any size,
 * and every page agrees on one order (decision 031).
 */
export const RELEVANCE_WINDOW = 100

/** mt 1 and 3 also find memories of both (2): a memory of both tells what happened and how it affects today. */
const typesFor = (mt: 1 | 2 | 3) => (mt === 2 ? [2] : [mt, 2])

/**
 * Full-text search (SPEC §5.2) over what the viewer may list, with the filters; by relevance (title
 * words weigh more) or newest. Without words it lists the filtered memories, newest first.
 */
export async function searchMemories(deps: MemoriesDeps, viewer: Viewer | null, input: SearchInput) {
  const filters: SQL[] = []
  const words = input.q.trim()
  if (words) filters.push(sql`m.search @@ ${query(words)}`)
  if (input.mt)
    filters.push(
      sql`m.mt in (${sql.join(
        typesFor(input.mt).map((t) => sql`${t}`),
        sql`, `,
      )})`,
    )
  if (input.age_range) filters.push(sql`m.age_range = ${input.age_range}`)
  const relevance = Boolean(words) && input.sort === 'relevance'
  // The newest matches the page needs, from each scope (see listedScopes), merged.
  const depth = relevance ? Math.max(RELEVANCE_WINDOW, depthOf(input)) : depthOf(input)
  const branches = listedScopes(viewer, input.tag_ids).map(
    (scope) => sql`(select m.id, m.search from memories m where ${sql.join([scope, ...filters], sql` and `)}
      order by m.id desc limit ${depth})`,
  )
  const matches = sql`select b.id, b.search from (${sql.join(branches, sql` union all `)}) b order by b.id desc limit ${depth}`
  const ids = relevance
    ? sql`${PLANNED_FOR_ITS_VALUES} select c.id from (select n.id, n.search, row_number() over (order by n.id desc) as newest from (${matches}) n) c
        order by c.newest > ${RELEVANCE_WINDOW},
          case when c.newest <= ${RELEVANCE_WINDOW} then ts_rank(c.search, ${query(words)}) end desc, c.id desc`
    : sql`${PLANNED_FOR_ITS_VALUES} select c.id from (${matches}) c order by c.id desc`
  // Two statements. Choosing the page's memories is planned for the words (a rare word and a common
  // one need different plans); it used to carry the page's rows and highlights too, and planning
  // that whole statement on every search cost PostgreSQL as much as running it. The rows, with
  // their highlights, are read by a statement planned once per connection (decision 044).
  const { page, limit } = input
  const chosen = await deps.memories.chooseIds(sql`${ids} ${pageWindow(limit + 1, (page - 1) * limit)}`)
  // ts_headline reads the whole body: only for the rows the page shows.
  const highlights = words
    ? sql`, ts_headline('english', m.title, ${query(words)}, ${TITLE_OPTIONS}) as title_marked,
      ts_headline('english', m.body, ${query(words)}, ${BODY_OPTIONS}) as body_marked`
    : undefined
  const rows = await deps.memories.listChosen<Partial<SearchHighlights>>(
    chosen.slice(0, limit),
    viewer?.userId ?? null,
    highlights,
  )
  // Made private, set aside or blocked between the two statements: left out, as a list would.
  return { rows: rows.filter((row) => row.readable), hasNext: chosen.length > limit }
}
