import { sql, type SQL } from 'drizzle-orm'
import { USER_MEMORIES_LIMIT } from '@kindred/contract/limits'
import type { MemoryLanguage } from '@kindred/contract/memories-constants'
import { languageLiteral } from './memory-languages'
import { blockedEitherWay, connectionsOf, listableBy, listDifference } from '../../access'
import type { Viewer } from '../../plugins/authentication'
import type { ShapedStatement } from '../../db/shaped-statements'

// The statements the memory lists are read with (newest, top, search scopes, a person's page): their
// shapes and scans are the memories module's; who may see each memory in them is the access layer's
// rule (`listableBy`, decision 073), written into them.

const tagListOf = (tags: readonly SQL[]) => sql.join([...tags], sql`, `)
const valuesOf = (ids: readonly number[]) => ids.map((id) => sql`${id}`)

/** `listedScopes` for a reader (null: a visitor) and tags given as SQL values or slots. */
function scopes(reader: SQL | null, tagIds: readonly SQL[]): SQL[] {
  const tags = tagListOf(tagIds)
  const publicLink = sql`exists (select 1 from memory_tag_links l where l.memory_id = m.id and l.visibility = 'public' and l.tag_id in (${tags}))`
  if (!reader)
    return [
      sql`m.visibility = 'public' and m.moderation_state is null${tagIds.length > 0 ? sql` and ${publicLink}` : sql``}`,
    ]
  const personal = listableBy(reader, sql`m.id`, sql`m.author_id`, sql`m.visibility`)
  if (tagIds.length === 0)
    return [sql`m.visibility <> 'private' and m.moderation_state is null and ${personal}`]
  return [
    sql`m.visibility = 'public' and m.moderation_state is null and ${personal} and ${publicLink}`,
    sql`m.visibility = 'connections' and m.moderation_state is null
      and (m.author_id = ${reader} or m.author_id = any(${connectionsOf(reader)})) and ${personal}
      and exists (select 1 from memory_tag_links l where l.memory_id = m.id and l.tag_id in (${tags}))`,
  ]
}

/**
 * The same rule as `newestListedIds`, as conditions on the memory `m`, for lists ordered by something
 * other than newest (search relevance, top): the planner then starts from the other condition. With
 * tags and a signed-in viewer, two scopes to read separately and merge: public memories through the
 * public links' index, and connections-only ones through their authors (an `or` of the two would
 * read every link of the tags, decision 031). Otherwise one.
 */
export const listedScopes = (viewer: Viewer | null, tagIds: readonly number[]): SQL[] =>
  scopes(viewer && sql`${viewer.userId}`, valuesOf(tagIds))

const oneCondition = (conditions: SQL[]) =>
  sql.join(
    conditions.map((scope) => sql`(${scope})`),
    sql` or `,
  )

/** `listedScopes` as one condition, for a list that reads few rows whatever the plan (top). */
export const listedWhere = (viewer: Viewer | null, tagIds: readonly number[]): SQL =>
  oneCondition(listedScopes(viewer, tagIds))

/**
 * The ids of the memories a list may show `viewer`, newest first: public ones, their own and their
 * connections' connections-only ones (a private memory is a journal, listed only in "my memories"),
 * minus what they hid and the named memories of the people they blocked, were blocked by or muted. `depth` is how many rows
 * the page needs from the top (offset + limit + 1).
 *
 * Without tags, one backward scan of memories_member_list_idx (or memories_public_idx) stops after the
 * page. With tags, each tag is its own backward scan of memory_tag_links_public_idx, cut at `depth`
 * rows that pass every rule, and only those few are merged without duplicates: a common tag costs
 * what a rare one does, at any size (decision 031).
 *
 * `below`: only memories older than the memory with that id (a cursor, decision 063), as one more
 * condition on the column each scan walks, so the scan starts there instead of skipping pages.
 *
 * `language`: only memories written in it (decision 082), a scan of entries that start with the
 * language: memories_language_list_idx without tags, memory_tag_links_language_idx for each tag. A
 * language with few memories costs a walk of its own entries, never of every memory's.
 *
 * A shaped statement (db/shaped-statements.ts): the reader, the tags and `below` are its values;
 * whether there is a reader, how many tags, the depth, whether there is a cursor and the language
 * (written into the text: memory-languages.ts) its shape.
 */
export function newestListedIds(
  viewer: Viewer | null,
  tagIds: readonly number[],
  depth: number,
  { below, language }: { below?: number | undefined; language?: MemoryLanguage | undefined } = {},
): ShapedStatement {
  if (!Number.isSafeInteger(depth) || depth < 1) throw new Error(`not a depth: ${depth}`)
  if (below !== undefined && !Number.isSafeInteger(below)) throw new Error(`not an id: ${below}`)
  const values: Record<string, unknown> = { below }
  tagIds.forEach((id, i) => (values[`tag${i}`] = id))
  if (viewer) values.reader = viewer.userId
  return {
    // The depth is written into the text of the tags' branches only, the language into every one.
    key: `newest:${viewer ? 'member' : 'visitor'}:${tagIds.length}:${tagIds.length > 0 ? depth : ''}:${below === undefined ? '' : 'below'}:${language ?? ''}`,
    values,
    build: (value) => {
      const reader = viewer && value('reader')
      const tags = tagIds.map((_, i) => value(`tag${i}`))
      const inLanguage = language === undefined ? sql`` : sql` and m.language = ${languageLiteral(language)}`
      const linkInLanguage =
        language === undefined ? sql`` : sql` and l.language = ${languageLiteral(language)}`
      // Written into the text, like a page's limit (page-window.ts): as a parameter PostgreSQL took each
      // branch's limit for a tenth of the table, judged its plan for any values dearer and planned the
      // statement anew on every run, 3.8 ms for three tags. A later page is planned for its values anyway.
      const limited = sql.raw(`limit ${depth}`)
      const olderThan = (column: SQL) =>
        below === undefined ? sql`` : sql` and ${column} < ${value('below')}`
      if (tags.length === 0) {
        if (!reader)
          return sql`select m.id from memories m where m.visibility = 'public' and m.moderation_state is null${inLanguage}${olderThan(sql`m.id`)} order by m.id desc`
        return sql`select m.id from memories m where m.visibility <> 'private' and m.moderation_state is null${inLanguage}${olderThan(sql`m.id`)}
      and ${listableBy(reader, sql`m.id`, sql`m.author_id`, sql`m.visibility`)} order by m.id desc`
      }
      const branches = tags.map((tag) =>
        reader
          ? sql`(select l.memory_id as id from memory_tag_links l join memories m on m.id = l.memory_id
          where l.visibility = 'public' and l.tag_id = ${tag}${linkInLanguage}${olderThan(sql`l.memory_id`)}
            and ${listableBy(reader, sql`l.memory_id`, sql`m.author_id`, sql`m.visibility`)}
          order by l.memory_id desc ${limited})`
          : sql`(select l.memory_id as id from memory_tag_links l where l.visibility = 'public' and l.tag_id = ${tag}${linkInLanguage}${olderThan(sql`l.memory_id`)}
          order by l.memory_id desc ${limited})`,
      )
      // Connections-only memories are few and found through their authors (memories_author_idx).
      if (reader)
        branches.push(sql`(select m.id from memories m
      where m.visibility = 'connections' and m.moderation_state is null${inLanguage}${olderThan(sql`m.id`)}
        and (m.author_id = ${reader} or m.author_id = any(${connectionsOf(reader)}))
        and exists (select 1 from memory_tag_links l where l.memory_id = m.id and l.tag_id in (${tagListOf(tags)}))
        and ${listableBy(reader, sql`m.id`, sql`m.author_id`, sql`m.visibility`)}
      order by m.id desc ${limited})`)
      return sql`select distinct t.id from (${sql.join(branches, sql` union all `)}) t order by t.id desc`
    },
  }
}

/** Ids per block of listed_memory_blocks: migration 0024 and memories.triggers.sql write 1024 too. */
export const LISTED_BLOCK_SIZE = 1024

const BLOCK = sql.raw(String(LISTED_BLOCK_SIZE))

/**
 * How many memories of the newest list without tags the reader may list in each block of ids from
 * the block `lowest` up, with how many the blocks from the newest down to each one list together
 * (`through`): every visitor's count kept by the trigger, and for a member that count with the few
 * memories their own rule adds or takes away (`listDifference`).
 */
function listedThrough(reader: SQL | null, lowest: SQL): SQL {
  const visitors = sql`select block, listed from listed_memory_blocks where block >= ${lowest}`
  const counted = reader
    ? sql`${visitors} union all select d.id / ${BLOCK}, d.change from (${listDifference(reader, sql`${lowest} * ${BLOCK}`)}) d`
    : visitors
  return sql`select b.block, b.listed, sum(b.listed) over (order by b.block desc) as through
    from (select c.block, sum(c.listed) as listed from (${counted}) c group by c.block) b`
}

/**
 * A page of the newest list without tags asked by its number far down (`offset` rows above it),
 * found and read in one statement (decision 079): the block it starts in, from how many memories
 * each block lists for the reader (`listedThrough`), and the page read as a cursor reads it, older
 * than that block's end, skipping at most a block's rows. First from the blocks a list as dense as
 * can be would need, twice over; only when the list is thinner than that (or the page past its end,
 * then empty) from every block: `limit 1` over the two stops at the first that places it. The rows
 * read are capped at a block's and the page's, so PostgreSQL keeps one plan for any offset (it
 * planned a page with an offset given as a value anew on every run: 0.70 ms a run against 0.26 ms
 * with one plan, pgbench at 1M). Every ids statement of a list, shaped as `newestListedIds`: the
 * page's limit follows it.
 */
export function placedNewestIds(viewer: Viewer | null, offset: number, limit: number): ShapedStatement {
  if (!Number.isSafeInteger(offset) || offset < 0) throw new Error(`not an offset: ${offset}`)
  const ids = newestListedIds(viewer, [], 1, { below: 0 })
  const span = Math.ceil((2 * offset) / LISTED_BLOCK_SIZE) + 2
  const cap = sql.raw(`limit ${LISTED_BLOCK_SIZE + limit + 1}`)
  return {
    key: `placed:${ids.key}:${limit}`,
    // Not `offset`: the page's window (shapedPageOfIds) writes that name.
    values: { ...ids.values, span, above: offset },
    build: (value) => {
      const reader = viewer && value('reader')
      const newest = sql`(select coalesce(max(id), 0) / ${BLOCK} from memories)`
      const placedFrom = (
        lowest: SQL,
      ) => sql`(select (p.block + 1) * ${BLOCK} as below, ${value('above')} - (p.through - p.listed) as skip
        from (${listedThrough(reader, lowest)}) p where p.through > ${value('above')} order by p.block desc limit 1)`
      const page = ids.build((name) => (name === 'below' ? sql`(select below from placed)` : value(name)))
      return sql`with placed as (${placedFrom(sql`greatest(${newest} - ${value('span')}::bigint, 0)`)} union all ${placedFrom(sql`0`)} limit 1)
        select capped.id from (${page} ${cap}) capped offset (select skip from placed)`
    },
  }
}

/**
 * The top list: the memories the viewer may list created since `since`, with the most votes and
 * me-toos first. memory_scores holds the month's memories with their score (migration 0011): read
 * from the best score down, each row checked against the memory's own rules, a page costs the same
 * at any size. `below`: only those ranked after that (score, id) (a cursor, decision 063), a row
 * comparison memory_scores_rank_idx starts its backward scan at. `language`: only memories written
 * in it, through the scores of that language alone (memory_scores_language_rank_idx, decision 082),
 * at the cost of the list without one. A shaped statement, as `newestListedIds`.
 */
export function topListedIds(
  viewer: Viewer | null,
  since: Date,
  below?: { score: number; id: number },
  language?: MemoryLanguage,
): ShapedStatement {
  const values: Record<string, unknown> = {
    since: since.toISOString(),
    belowScore: below?.score,
    below: below?.id,
  }
  if (viewer) values.reader = viewer.userId
  return {
    key: `top:${viewer ? 'member' : 'visitor'}:${below === undefined ? '' : 'below'}:${language ?? ''}`,
    values,
    build: (value) => {
      const after =
        below === undefined
          ? sql``
          : sql` and (s.score, s.memory_id) < (${value('belowScore')}::integer, ${value('below')}::bigint)`
      const inLanguage = language === undefined ? sql`` : sql` and s.language = ${languageLiteral(language)}`
      return sql`select m.id from memory_scores s join memories m on m.id = s.memory_id
      where s.created_at >= ${value('since')}${after}${inLanguage} and ${oneCondition(scopes(viewer && value('reader'), []))}
      order by s.score desc, s.memory_id desc`
    },
  }
}

/** Everything the person wrote, private ones included, newest first. */
export const authoredIds = (authorId: number): SQL =>
  sql`select id from memories where author_id = ${authorId} order by id desc`

/**
 * Up to `limit` (at most USER_MEMORIES_LIMIT) of the public memories the person `publicId` shared
 * under their name, newest first, without `exclude`: anonymous ones never, so an anonymous memory
 * cannot be tied to its author this way; none across a block either way (SPEC §6), as in every list.
 */
export function namedPublicIds(
  publicId: string,
  viewer: Viewer | null,
  limit: number,
  exclude: string | undefined,
): SQL {
  const excluded = exclude ? sql` and m.hash_id <> ${exclude}` : sql``
  const unblocked = viewer ? sql` and not ${blockedEitherWay(viewer.userId, sql`m.author_id`)}` : sql``
  return sql`select m.id from memories m join users u on u.id = m.author_id
      where u.public_id = ${publicId} and m.visibility = 'public' and m.moderation_state is null and not m.anonymous${excluded}${unblocked}
      order by m.id desc limit ${Math.min(limit, USER_MEMORIES_LIMIT)}`
}
