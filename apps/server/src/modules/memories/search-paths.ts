import { sql, type SQL } from 'drizzle-orm'

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

/** The query, computed once per statement (a value the plan cannot look into: see above). */
export const onceQuery = (words: string) => sql`(select websearch_to_tsquery('english', ${words}))`

/** The searched words as the stemmer makes them, once per statement. */
export const onceLexemes = (words: string) =>
  sql`(select tsvector_to_array(to_tsvector('english', ${words})))`

/**
 * `with gate (walk)`: whether walking the newest memories is cheaper than the text index for the
 * `depth` newest matches of `words`. From the statistics ANALYZE keeps of the vector (the
 * frequency of each of its most common lexemes; a lexeme not among them is rarer than all of
 * them): the words together match a share p of the memories (each word's share, multiplied), a
 * walk reads about depth ÷ p memories and the index p × all of them; the walk is cheaper when
 * p² × memories ≥ depth. Without statistics (a new database, PGlite before its first ANALYZE),
 * the index, which reads only what matches.
 */
export function searchGate(words: string, depth: number): SQL {
  if (!Number.isSafeInteger(depth) || depth < 1) throw new Error(`not a depth: ${depth}`)
  return sql`with gate as materialized (
    select count(*) > 0 and count(*) = count(s.f)
      and coalesce(exp(sum(ln(s.f))), 0) ^ 2 * (select greatest(c.reltuples, 0) from pg_class c where c.oid = 'memories'::regclass) >= ${sql.raw(String(depth))} as walk
    from unnest(${onceLexemes(words)}) l(lexeme)
    left join (select u.e, u.f from pg_stats st, unnest(st.most_common_elems::text::text[], st.most_common_elem_freqs) u(e, f)
      where st.schemaname = current_schema() and st.tablename = 'memories' and st.attname = 'search') s on s.e = l.lexeme)`
}

/**
 * The two ways, for one scope's `select … from memories m where …`: `walk` tests each memory's
 * vector without the text index (ts_match_vq is `@@` as a function, which no index serves), newest
 * first by the id's index; `index` reads the matches through the text index and sorts them (`+ 0`:
 * no index gives that order, so none is walked).
 */
export const searchWays = {
  walk: {
    matches: (words: string) => sql`ts_match_vq(m.search, ${onceQuery(words)})`,
    newest: sql`m.id desc`,
  },
  index: { matches: (words: string) => sql`m.search @@ ${onceQuery(words)}`, newest: sql`m.id + 0 desc` },
}
