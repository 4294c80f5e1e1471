import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { queryShaped } from '../../db/shaped-statements'
import { bigintArrayText } from '../../lib/sql-arrays'
import { liveCommentFor, readableBy } from '../../access'
import { commentsAsC } from '../comments'
import { joinMemoryAsM, memoriesAsM } from '../memories'

/** A memory the reader may read: its link, its counts and what the reader gave it. */
export interface MemoryStateRow {
  id: number
  shareable_link: string
  me_too_count: number
  love_count: number
  comment_count: number
  vote_count: number
  me_too: boolean
  love: boolean
  voted: boolean
}

/** A comment of a batch, with the reader's love and its count. */
export interface CommentState {
  id: number
  shareableLink: string
  loveCount: number
  love: boolean
}

/**
 * Whether `reader` gave the memory `m` a row of `table` (keyed by memory and person): one probe of
 * its unique key per memory. Written as a scalar subquery, not `exists`: PostgreSQL turned the
 * `exists` into a hash of every row the person ever gave (116 me-toos for 50 memories, 2.5 ms at
 * 1M in scale-explain-postgresql-2026-12-06.md), where 50 index-only probes cost a few buffers each.
 */
const given = (table: 'me_toos' | 'memory_loves' | 'votes', reader: SQL): SQL =>
  sql`coalesce((select true from ${sql.raw(table)} g where g.memory_id = m.id and g.user_id = ${reader}), false)`

/**
 * The memories behind `links` (an array literal's text, see `linksText`) that `reader` may read
 * (the access layer's `readableBy`), each with its counts and what the reader gave it: their me-too and
 * love (`reactions`) or their vote (`votes`), the other false. One text whatever the number of links.
 */
function memoryStates(links: SQL, reader: SQL, kind: 'reactions' | 'votes'): SQL {
  const reactions = kind === 'reactions'
  return sql`select m.id::text as id, m.shareable_link, m.me_too_count, m.love_count, m.comment_count, m.vote_count,
      ${reactions ? given('me_toos', reader) : sql`false`} as me_too,
      ${reactions ? given('memory_loves', reader) : sql`false`} as love,
      ${reactions ? sql`false` : given('votes', reader)} as voted
    from ${memoriesAsM} where m.shareable_link = any(${links}::text[]) and ${readableBy(reader)}`
}

/**
 * The comments of `ids` that `reader` may see (live, named author not blocked either way, on a
 * memory they may read) with their memory's link, their love count and the reader's love.
 */
function commentStates(ids: SQL, reader: SQL): SQL {
  return sql`select c.id::text as id, m.shareable_link, c.love_count,
      coalesce((select true from comment_loves l where l.comment_id = c.id and l.user_id = ${reader}), false) as love
    from ${commentsAsC} ${joinMemoryAsM(sql`c.memory_id`)}
    where c.id = any(${ids}::bigint[]) and c.author_id is not null and ${liveCommentFor(reader, 'c')}
      and ${readableBy(reader)}`
}

/** Links as one text[] parameter (SHAREABLE_LINK: letters, digits and dashes, safe in an array literal). */
const linksText = (links: readonly string[]) => `{${links.join(',')}}`

type StateRow = Omit<MemoryStateRow, 'id'> & { id: string }
type CommentStateRow = { id: string; shareable_link: string; love_count: number; love: boolean }

const toMemoryState = (row: StateRow): MemoryStateRow => ({ ...row, id: Number(row.id) })
const toCommentState = (row: CommentStateRow): CommentState => ({
  id: Number(row.id),
  shareableLink: row.shareable_link,
  loveCount: row.love_count,
  love: row.love,
})

/** `query`'s rows as one JSON array column, or an empty array without reading when there is nothing to ask. */
const asJsonArray = (query: SQL | null): SQL =>
  query === null ? sql`'[]'::json` : sql`coalesce((select json_agg(q) from (${query}) q), '[]'::json)`

/** The reader's own state on many memories and comments at once, for the feed's batch calls (SPEC §6). */
export function createStatusRepository(db: Db) {
  return {
    /** `memoryStates` for `links`: one statement whatever their number. */
    async readableStates(
      links: readonly string[],
      reader: number,
      kind: 'reactions' | 'votes',
      tx: Db = db,
    ): Promise<MemoryStateRow[]> {
      if (links.length === 0) return []
      // Built once per shape (db/shaped-statements.ts), as every batch status statement.
      const rows = await queryShaped<StateRow>(tx, {
        key: `status.memories:${kind}`,
        values: { links: linksText(links), reader },
        build: (value) => memoryStates(value('links'), value('reader'), kind),
      })
      return rows.map(toMemoryState)
    },

    /**
     * The interaction status's two reads in ONE statement (one round trip, one connection of the
     * pool): the reader's me-too and love on the memories of `links` they may read, and their love
     * on the comments of `ids` they may see, each as a JSON array. Nothing is read when both are empty.
     */
    async reactionStates(
      links: readonly string[],
      ids: readonly number[],
      reader: number,
      tx: Db = db,
    ): Promise<{ memories: MemoryStateRow[]; comments: CommentState[] }> {
      if (links.length === 0 && ids.length === 0) return { memories: [], comments: [] }
      const [row] = await queryShaped<{ memories: StateRow[]; comments: CommentStateRow[] }>(tx, {
        key: `status.reactions:${links.length > 0}:${ids.length > 0}`,
        values: { links: linksText(links), ids: bigintArrayText(ids), reader },
        build: (value) => {
          const memories =
            links.length === 0 ? null : memoryStates(value('links'), value('reader'), 'reactions')
          const comments = ids.length === 0 ? null : commentStates(value('ids'), value('reader'))
          return sql`select ${asJsonArray(memories)} as memories, ${asJsonArray(comments)} as comments`
        },
      })
      return {
        memories: (row?.memories ?? []).map(toMemoryState),
        comments: (row?.comments ?? []).map(toCommentState),
      }
    },
  }
}

export type StatusRepository = ReturnType<typeof createStatusRepository>
