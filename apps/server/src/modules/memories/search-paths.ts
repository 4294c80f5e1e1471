import { sql, type SQL } from 'drizzle-orm'
import { MEMORY_LANGUAGES, type MemoryLanguage } from '@kindred/contract/memories-constants'
import { languageLiteral as literal } from './memory-languages'

// How search finds the newest matches of plain words (decision 070, issue 36). A common word's are
// found by walking the newest memories, a rare word's through the text index and then sorted; which
// is cheaper depends on the words, so the statement used to be planned anew for its words on every
// search, and planning cost PostgreSQL about as much as running it (0.2 ms of 0.55 for a visitor's
// word, 1.0 of 1.9 for a member's word with a tag). Now the statement holds both ways, each written
// so that PostgreSQL can take it only one way whatever the values, and decides between them as it
// runs from PostgreSQL's own statistics of the stored vectors; its plan is then made once per
// connection. Both ways find the same memories in the same order: only the time differs.

/**
 * Words web search reads as words that must all be found: no "quoted phrase", no -excluded word,
 * no "or", no punctuation (a hyphen or a dot makes a phrase). Other searches are planned for their
 * words, as before: the frequencies of words joined by "or" or "-" do not say which way is cheaper.
 */
export const plainWords = (words: string) =>
  /^[\p{L}\p{M}\p{N}\s]+$/u.test(words) && !/(^|\s)or(\s|$)/iu.test(words)

/**
 * The words read in each memory language, once per statement (a value the plan cannot look into:
 * see above): the query as that language's text search configuration makes it
 * (`memory_search_config`, memories.triggers.sql), and its lexemes.
 */
const onceIn = {
  query: (language: MemoryLanguage, words: string) =>
    sql`(select websearch_to_tsquery(memory_search_config(${literal(language)}), ${words}))`,
  lexemes: (language: MemoryLanguage, words: string) =>
    sql`(select tsvector_to_array(to_tsvector(memory_search_config(${literal(language)}), ${words})))`,
}

/** The words read in the memory `m`'s own language: `read` gives the reading in one language. */
export const inOwnLanguage = (read: (language: MemoryLanguage) => SQL, memory = sql`m`) =>
  sql`case ${memory}.language ${sql.join(
    MEMORY_LANGUAGES.map((language) => sql`when ${literal(language)} then ${read(language)}`),
    sql` `,
  )} end`

/** The query each memory is matched against: the words stemmed in its own language, once per statement. */
export const onceQuery = (words: string, memory = sql`m`) =>
  inOwnLanguage((language) => onceIn.query(language, words), memory)

/** The searched words as the stemmer of each memory's language makes them, once per statement. */
export const onceLexemes = (words: string) => inOwnLanguage((language) => onceIn.lexemes(language, words))

/**
 * Every language's reading of the words, or'ed: what the text index is asked for. A memory it
 * finds matched the words in some language, not necessarily its own, so each is then tested
 * against its own language's (a Spanish word's stem may be an English memory's, `recordaba` and
 * `recorded`: both `record`).
 */
const onceAnyLanguage = (words: string) =>
  sql`(select ${sql.join(
    MEMORY_LANGUAGES.map(
      (language) => sql`websearch_to_tsquery(memory_search_config(${literal(language)}), ${words})`,
    ),
    sql` || `,
  )})`

/**
 * `with gate (walk)`: whether walking the newest memories is cheaper than the text index for the
 * `depth` newest matches of `words`. From the statistics ANALYZE keeps of the vector (the
 * frequency of each of its most common lexemes; a lexeme not among them is rarer than all of
 * them): the words together match a share p of the memories (each word's share, multiplied), a
 * walk reads about depth ÷ p memories and the index p × all of them; the walk is cheaper when
 * p² × memories ≥ depth. Without statistics (a new database, PGlite before its first ANALYZE),
 * the index, which reads only what matches.
 *
 * Memory languages (decision 082): the words are read in each language and p is the larger share,
 * since both readings are often the same lexemes (`school`, `house`), whose share would count twice
 * added, and a language's own words are rare in the other's. Narrowed to one `language`, only its
 * reading counts, and the walk goes through that language's memories alone (its own index,
 * memory-list-statements.ts): of them a share p ÷ l matches, l being the language's share of all
 * memories (ANALYZE's most common values of `language`), so the walk reads depth × l ÷ p and is
 * cheaper when p × (p ÷ l) × memories ≥ depth. A language no statistics name: the index.
 */
export function searchGate(words: string, depth: number, language?: MemoryLanguage): SQL {
  if (!Number.isSafeInteger(depth) || depth < 1) throw new Error(`not a depth: ${depth}`)
  const readings = sql.join(
    (language ? [language] : MEMORY_LANGUAGES).map(
      (reading) =>
        sql`select ${literal(reading)} as language, l.lexeme from unnest(${onceIn.lexemes(reading, words)}) l(lexeme)`,
    ),
    sql` union all `,
  )
  const statistics = (column: string, values: string, frequencies: string) =>
    sql`select u.e, u.f from pg_stats st, unnest(st.${sql.raw(values)}::text::text[], st.${sql.raw(frequencies)}) u(e, f)
      where st.schemaname = current_schema() and st.tablename = 'memories' and st.attname = ${sql.raw(`'${column}'`)}`
  const matching = language
    ? sql`least(1, r.p / (select l.f from (${statistics('language', 'most_common_vals', 'most_common_freqs')}) l where l.e = ${literal(language)}))`
    : sql`r.p`
  return sql`with gate as materialized (
    select coalesce(r.p * ${matching} * (select greatest(c.reltuples, 0) from pg_class c where c.oid = 'memories'::regclass) >= ${sql.raw(String(depth))}, false) as walk
    from (select coalesce(max(w.share), 0) as p
      from (select case when count(s.f) = count(*) then exp(sum(ln(s.f))) end as share
        from (${readings}) r
        left join (${statistics('search', 'most_common_elems', 'most_common_elem_freqs')}) s on s.e = r.lexeme
        group by r.language) w) r)`
}

/**
 * The two ways, for one scope's `select … from memories m where …`: `walk` tests each memory's
 * vector without the text index (ts_match_vq is `@@` as a function, which no index serves), newest
 * first by the id's index; `index` reads the matches in any language through the text index, keeps
 * those that match in their own, and sorts them (`+ 0`: no index gives that order, so none is
 * walked). Narrowed to one `language`, the words are read in it alone: the index is asked for
 * nothing another language's reading would find.
 */
export const searchWays = {
  walk: {
    matches: (words: string, language?: MemoryLanguage) =>
      sql`ts_match_vq(m.search, ${language ? onceIn.query(language, words) : onceQuery(words)})`,
    newest: sql`m.id desc`,
  },
  index: {
    matches: (words: string, language?: MemoryLanguage) =>
      language
        ? sql`m.search @@ ${onceIn.query(language, words)}`
        : sql`m.search @@ ${onceAnyLanguage(words)} and ts_match_vq(m.search, ${onceQuery(words)})`,
    newest: sql`m.id + 0 desc`,
  },
}
