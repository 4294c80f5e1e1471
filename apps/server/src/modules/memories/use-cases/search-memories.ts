import { sql, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { SearchQuerySchema } from '@kindred/contract/memories'
import { FRAGMENT_BREAK, MATCH_END, MATCH_START } from '../highlight'
import type { MemoriesDeps } from '../memories-deps'
import { listedWhere, type Viewer } from '../memory-visibility'
import { readPage } from './list-memories'

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

/** mt 1 and 3 also find memories of both (2): a memory of both tells what happened and how it affects today. */
const typesFor = (mt: 1 | 2 | 3) => (mt === 2 ? [2] : [mt, 2])

/**
 * Full-text search (SPEC §5.2) over what the viewer may list, with the filters; by relevance (title
 * words weigh more) or newest. Without words it lists the filtered memories, newest first.
 */
export async function searchMemories(deps: MemoriesDeps, viewer: Viewer | null, input: SearchInput) {
  const where: SQL[] = [listedWhere(viewer, input.tag_ids)]
  const words = input.q.trim()
  if (words) where.push(sql`m.search @@ ${query(words)}`)
  if (input.mt)
    where.push(
      sql`m.mt in (${sql.join(
        typesFor(input.mt).map((t) => sql`${t}`),
        sql`, `,
      )})`,
    )
  if (input.age_range) where.push(sql`m.age_range = ${input.age_range}`)
  const order =
    words && input.sort === 'relevance'
      ? sql`ts_rank(m.search, ${query(words)}) desc, m.id desc`
      : sql`m.id desc`
  const ids = sql`select m.id from memories m where ${sql.join(where, sql` and `)} order by ${order}`
  // Highlights are made in the same statement, for the page's rows only: ts_headline reads the
  // whole body, so never for the rows the page skips.
  const highlights = words
    ? sql`, ts_headline('english', m.title, ${query(words)}, ${TITLE_OPTIONS}) as title_marked,
      ts_headline('english', m.body, ${query(words)}, ${BODY_OPTIONS}) as body_marked`
    : undefined
  return readPage<Partial<SearchHighlights>>(deps, viewer, ids, input, highlights)
}
