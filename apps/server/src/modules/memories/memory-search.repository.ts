import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { PLANNED_FOR_ITS_VALUES } from '../../db/named-statements'
import { pageOfIds } from '../../db/page-window'
import { FRAGMENT_BREAK, MATCH_END, MATCH_START } from './highlight'
import { queryRows } from '../../lib/query-rows'
import type { StoredMatches } from './stored-highlights'
import type { MemoriesRepository, ReaderId } from './memories.repository'
import { listedScopes } from './memory-list-statements'
import { inOwnLanguage, onceLexemes, onceQuery, plainWords, searchGate, searchWays } from './search-paths'
import type { Viewer } from '../../plugins/authentication'
import { MEMORY_LANGUAGES, type MemoryLanguage } from '@kindred/contract/memories-constants'
import { languageLiteral } from './memory-languages'

/** What a search looks for, besides what the viewer may list. */
export interface SearchFilters {
  /** The words, trimmed; empty: every memory the other filters let through. */
  words: string
  /** The memory types it finds (all when absent). */
  types?: readonly (1 | 2 | 3)[]
  ageRange?: string
  /** Only memories written in this language (all when absent). */
  language?: MemoryLanguage
  tagIds: readonly number[]
}

/** A memory search chose for a page, read in the statement that chose it. */
export interface ChosenMemory extends Partial<StoredMatches> {
  id: string
  version: string
  mine: boolean
  /** Null for the row after the page (`has_next`). */
  title: string
}

export interface SearchHighlights {
  title_marked: string
  body_marked: string
}

// The same SQL on PGlite and PostgreSQL: each memory stemmed in its own language (decision 082), the
// web-search syntax people know ("quoted phrases", -excluded, or), and highlights marked with
// control characters the client turns into <mark> (see highlight.ts).
const configOf = (language: MemoryLanguage) => sql`memory_search_config(${languageLiteral(language)})`
// The query in one language, and in the memory `m`'s; its words as that stemmer makes them (the
// same parser and dictionaries as the query's).
const queryIn = (language: MemoryLanguage, q: string) =>
  sql`websearch_to_tsquery(${configOf(language)}, ${q})`
const query = (q: string, memory = sql`m`) => inOwnLanguage((language) => queryIn(language, q), memory)
const lexemes = (q: string) =>
  inOwnLanguage((language) => sql`tsvector_to_array(to_tsvector(${configOf(language)}, ${q}))`)
/**
 * Memories that match the words `q`: through the text index for the words in any language, then
 * each memory in its own; narrowed to one language, the words in it alone.
 */
const matching = (q: string, language: MemoryLanguage | undefined) =>
  language
    ? sql`m.search @@ ${queryIn(language, q)}`
    : sql`m.search @@ (${sql.join(
        MEMORY_LANGUAGES.map((reading) => queryIn(reading, q)),
        sql` || `,
      )}) and ts_match_vq(m.search, ${query(q)})`
/**
 * A count written into the statement's text: with it a parameter, PostgreSQL plans for a tenth of
 * the table (page-window.ts), and a plan made once would be made for that.
 */
const limited = (count: number) => {
  if (!Number.isSafeInteger(count) || count < 0) throw new Error(`not a count: ${count}`)
  return sql.raw(String(count))
}
const BODY_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, MaxFragments=3, MaxWords=24, MinWords=8, FragmentDelimiter=${FRAGMENT_BREAK}`
const TITLE_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, HighlightAll=true`

/** The filters besides the words (see choosePage for the words). */
function conditionsOf({ types, ageRange, language }: SearchFilters): SQL[] {
  const conditions: SQL[] = []
  if (types)
    conditions.push(
      sql`m.mt in (${sql.join(
        types.map((t) => sql`${t}`),
        sql`, `,
      )})`,
    )
  if (ageRange) conditions.push(sql`m.age_range = ${ageRange}`)
  if (language) conditions.push(sql`m.language = ${languageLiteral(language)}`)
  return conditions
}

/**
 * Full-text search's statements. One chooses the page and reads what its highlights need (decision
 * 064): for plain words planned once per connection, both ways of finding the matches in it and
 * the cheaper one taken as it runs (search-paths.ts, decision 070); for other words planned for
 * them on every search (decision 044). The cards the shared cache lacks, and a memory whose words
 * the stored positions cannot place, are read by a second.
 */
export function createMemorySearchRepository(db: Db, memories: MemoriesRepository) {
  return {
    /**
     * Page `request` of the matches and one more (`has_next`): the newest `depth` of each of the
     * viewer's scopes (see listedScopes), merged, newest first; with `ranked`, the newest `ranked` of
     * them come first, by relevance (title words weigh more). Each with its version and whether the
     * viewer wrote it (for the shared cards), and with words, what highlights need (StoredMatches).
     */
    async choosePage(
      viewer: Viewer | null,
      filters: SearchFilters,
      { depth, ranked }: { depth: number; ranked: number | null },
      request: { page: number; limit: number },
      tx: Db = db,
    ): Promise<ChosenMemory[]> {
      const gated = filters.words !== '' && plainWords(filters.words)
      // Plain words: both ways in one statement planned once per connection (search-paths.ts);
      // other words: planned for them on every search (decision 044).
      const branches = (matches: SQL | null, newest: SQL) =>
        listedScopes(viewer, filters.tagIds).map(
          (scope) => sql`(select m.id, m.search, m.language from memories m where ${sql.join(
            [scope, ...conditionsOf(filters), ...(matches ? [matches] : [])],
            sql` and `,
          )}
          order by ${newest} limit ${limited(depth)})`,
        )
      const union = (parts: SQL[]) => sql.join(parts, sql` union all `)
      const found = gated
        ? sql`select w.id, w.search, w.language from (${union(branches(searchWays.walk.matches(filters.words, filters.language), searchWays.walk.newest))}) w where (select g.walk from gate g)
          union all select i.id, i.search, i.language from (${union(branches(searchWays.index.matches(filters.words, filters.language), searchWays.index.newest))}) i where not (select g.walk from gate g)`
        : union(branches(filters.words ? matching(filters.words, filters.language) : null, sql`m.id desc`))
      const matches = sql`select b.id, b.search, b.language from (${found}) b order by b.id desc limit ${limited(depth)}`
      const planning = gated ? sql`` : PLANNED_FOR_ITS_VALUES
      const tsquery = gated ? onceQuery(filters.words, sql`c`) : query(filters.words, sql`c`)
      const ids =
        ranked === null
          ? sql`${planning} select c.id from (${matches}) c order by c.id desc`
          : sql`${planning} select c.id from (select n.id, n.search, n.language, row_number() over (order by n.id desc) as newest from (${matches}) n) c
            order by c.newest > ${limited(ranked)},
              case when c.newest <= ${limited(ranked)} then ts_rank(c.search, ${tsquery}) end desc, c.id desc`
      const mine = viewer === null ? sql`false` : sql`m.author_id = ${viewer.userId}`
      // The page's rows only (not the one more that tells has_next): their words and where the
      // stored vector found the searched ones, for highlights made without parsing the body again:
      // the title's part of the vector and the searched lexemes' part, as text (cheaper than
      // unnesting them in the statement, 0.3 ms a page).
      const shown = sql`page.ord <= ${limited(request.limit)}`
      const searched = gated ? onceLexemes(filters.words) : lexemes(filters.words)
      const words = filters.words
        ? sql`, case when ${shown} then m.body end as body,
          case when ${shown} then ts_filter(m.search, '{a}')::text end as title_vector,
          case when ${shown} then ts_filter(setweight(m.search, 'd', ${searched}), '{d}')::text end as found_vector,
          ${searched} as lexemes`
        : sql``
      return queryRows<ChosenMemory>(
        tx,
        sql`${gated ? searchGate(filters.words, depth, filters.language) : sql``} select page.id::text as id, m.version::text as version, ${mine} as mine,
            case when ${shown} then m.title end as title${words}
          from unnest(array(${pageOfIds(ids, { offset: (request.page - 1) * request.limit, limit: request.limit })})) with ordinality as page(id, ord)
          join memories m on m.id = page.id
          order by page.ord`,
      )
    },

    /**
     * The memories `ids` in their order (MemoriesRepository.listChosen), with `words` marked by
     * ts_headline: for a memory whose words the stored positions cannot place (stored-highlights.ts).
     */
    async listHighlighted(ids: string[], reader: ReaderId, words: string, tx: Db = db) {
      // ts_headline reads the whole body: only for the rows the page shows, each in its language.
      const config = sql`memory_search_config(m.language)`
      const highlights = words
        ? sql`, ts_headline(${config}, m.title, websearch_to_tsquery(${config}, ${words}), ${TITLE_OPTIONS}) as title_marked,
          ts_headline(${config}, m.body, websearch_to_tsquery(${config}, ${words}), ${BODY_OPTIONS}) as body_marked`
        : undefined
      return memories.listChosen<Partial<SearchHighlights>>(ids, reader, highlights, tx)
    },
  }
}

export type MemorySearchRepository = ReturnType<typeof createMemorySearchRepository>
