import { and, eq, notInArray, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { moderationStatus, type ModerationStatusRead, readableBy } from '../../access'
import { memories, memoryTagLinks } from '../../db/schema/index'
import { queryRows } from '../../lib/query-rows'
import { queryShaped, type ShapedStatement } from '../../db/shaped-statements'
import { versionKey, type VersionPair } from '../../lib/version-check'
import { MEMORY_EXCERPT_MAX, type MemoryLanguage } from '@kindred/contract/memories'

export type NewMemory = Omit<typeof memories.$inferInsert, 'id' | 'search'>
export type MemoryChanges = Partial<Omit<NewMemory, 'hashId' | 'shareableLink' | 'authorId' | 'createdAt'>>

/** A memory as lists and details read it: its columns, its author and its tag ids, in one row. */
export interface MemoryRow {
  id: string
  hash_id: string
  shareable_link: string
  author_id: string
  author_public_id: string
  author_display_name: string
  title: string
  language: MemoryLanguage
  /** The whole body, or its start in lists (see `hydrate`). */
  body: string
  body_length: number
  mt: 1 | 2 | 3
  age_range: '0-5' | '6-11' | '12-17' | null
  content_warnings: string[]
  author_warnings: string[]
  visibility: 'public' | 'connections' | 'private'
  anonymous: boolean
  comments_policy: 'everyone' | 'connections' | 'off'
  me_too_count: number
  love_count: number
  comment_count: number
  vote_count: number
  created_at: Date | string
  edited_at: Date | string | null
  tag_ids: number[]
  /** Whether the reading person hid it (false for a visitor). */
  hidden_by_me: boolean
  /** For its author only (null for everyone else): why nobody else sees it now (SPEC §10), the rule by slug. */
  moderation: ModerationStatusRead | null
  /** Whether the reading person may read it (see `readableBy`): lists only hold readable ones. */
  readable: boolean
  /** Raised by every change of what any reader is shown of it: what shared copies are kept under. */
  version: string
}

/** Enough of the body for a card's excerpt and a snippet (cut at a word, see memory.dto.ts). */
const LIST_BODY_CHARS = MEMORY_EXCERPT_MAX + 1

/** Who reads, for `hidden_by_me`: a person's internal id, or null for a visitor. */
export type ReaderId = number | null

/**
 * Memories in the order of `ids` (a query answering one `id` column, ordered and bounded): one
 * statement for the rows, their authors and their tags, whatever the page size. `extra` adds columns
 * that need the memory (search highlights).
 */
export function hydrate(ids: SQL, reader: ReaderId, extra: SQL = sql``, bodyChars?: number): SQL {
  // Lists show an excerpt: they read the start of the body and its length, not 10,000 characters.
  const body = bodyChars === undefined ? sql`m.body` : sql`left(m.body, ${bodyChars})`
  const hiddenByMe =
    reader === null
      ? sql`false`
      : sql`exists (select 1 from memory_hides h where h.user_id = ${reader} and h.memory_id = m.id)`
  // Only the author learns why it is set aside; nobody else reads it then anyway.
  const moderation =
    reader === null
      ? sql`null`
      : sql`case when m.author_id = ${reader} then ${moderationStatus('memory', 'm')} end`
  return sql`select m.id::text as id, m.hash_id, m.shareable_link, m.author_id::text as author_id,
      u.public_id as author_public_id, u.display_name as author_display_name, m.title, m.language, ${body} as body,
      char_length(m.body) as body_length, m.mt,
      m.age_range, m.content_warnings, m.author_warnings, m.visibility, m.anonymous, m.comments_policy,
      m.me_too_count, m.love_count, m.comment_count, m.vote_count, m.created_at, m.edited_at,
      array(select l.tag_id from memory_tag_links l where l.memory_id = m.id order by l.tag_id) as tag_ids,
      ${hiddenByMe} as hidden_by_me, ${moderation} as moderation, ${readableBy(reader)} as readable,
      m.version::text as version${extra}
    from unnest(array(${ids})) with ordinality as page(id, ord)
    join memories m on m.id = page.id
    join users u on u.id = m.author_id
    order by page.ord`
}

/** Memories, their tag links and nothing else: rows in, rows out. */
export function createMemoriesRepository(db: Db) {
  return {
    /** Rows for a page of ids (see `hydrate`), with the start of each body: enough for an excerpt. */
    async list<Extra extends object = object>(ids: SQL, reader: ReaderId, extra?: SQL, tx: Db = db) {
      return queryRows<MemoryRow & Extra>(tx, hydrate(ids, reader, extra, LIST_BODY_CHARS))
    },

    /**
     * The ids of `ids` (as `list` takes them, shaped: db/shaped-statements.ts) in their order, each with whether `reader` wrote it and
     * its version, read in the statement that chose them: what a list needs before it takes cards
     * from the shared cache (shared-cards.ts), so a card from before a change is never picked. The
     * counts the top feed ranks by come too: where its next page starts (decision 063).
     */
    async listIds(ids: ShapedStatement, reader: number, tx: Db = db) {
      return queryShaped<{
        id: string
        mine: boolean
        version: string
        vote_count: number
        me_too_count: number
      }>(tx, {
        key: `listIds|${ids.key}`,
        values: { ...ids.values, listReader: reader },
        build: (
          value,
        ) => sql`select page.id::text as id, m.author_id = ${value('listReader')} as mine, m.version::text as version,
          m.vote_count, m.me_too_count
          from unnest(array(${ids.build(value)})) with ordinality as page(id, ord)
          join memories m on m.id = page.id
          order by page.ord`,
      })
    },

    /**
     * `list` for ids already chosen: one statement text whatever the ids, so PostgreSQL plans it once
     * per connection even when choosing them must be planned for its values (search).
     */
    async listChosen<Extra extends object = object>(
      ids: string[],
      reader: ReaderId,
      extra?: SQL,
      tx: Db = db,
    ) {
      if (ids.length === 0) return []
      const chosen = sql`select unnest(${`{${ids.join(',')}}`}::bigint[])`
      return queryRows<MemoryRow & Extra>(tx, hydrate(chosen, reader, extra, LIST_BODY_CHARS))
    },

    /**
     * Whether `reader` may read the memory `hashId` (`readableBy`), whether they wrote it or hid it,
     * and its version as of that decision: what a memory's page asks before it takes the memory from
     * the shared cache (shared-cards.ts).
     */
    async accessByHashId(hashId: string, reader: number, tx: Db = db) {
      const [row] = await queryShaped<{
        id: string
        mine: boolean
        hidden_by_me: boolean
        readable: boolean
        version: string
      }>(tx, {
        key: 'memories.accessByHashId',
        values: { reader, hashId },
        build: (value) => {
          const reader = value('reader')
          return sql`select m.id::text as id, m.author_id = ${reader} as mine, m.version::text as version,
          exists (select 1 from memory_hides h where h.user_id = ${reader} and h.memory_id = m.id) as hidden_by_me,
          ${readableBy(reader)} as readable
          from memories m where m.hash_id = ${value('hashId')}`
        },
      })
      return row ?? null
    },

    /**
     * `accessByHashId` for the memories behind `links` (SHAREABLE_LINK: letters, digits and dashes,
     * safe in an array literal), in one statement text whatever their number, with each one's version:
     * what a bulk read asks before it takes memories from the shared cache. A visitor (null) wrote and
     * hid none.
     */
    async accessByLinks(links: readonly string[], reader: ReaderId, tx: Db = db) {
      if (links.length === 0) return []
      return queryShaped<{
        id: string
        shareable_link: string
        mine: boolean
        hidden_by_me: boolean
        version: string
      }>(tx, {
        key: `memories.accessByLinks:${reader === null ? 'visitor' : 'member'}`,
        values: { reader, links: `{${links.join(',')}}` },
        build: (value) => {
          const who = reader === null ? null : value('reader')
          const mine = who === null ? sql`false` : sql`m.author_id = ${who}`
          const hidden =
            who === null
              ? sql`false`
              : sql`exists (select 1 from memory_hides h where h.user_id = ${who} and h.memory_id = m.id)`
          return sql`select m.id::text as id, m.shareable_link, ${mine} as mine, ${hidden} as hidden_by_me,
          m.version::text as version
          from memories m where m.shareable_link = any(${value('links')}::text[]) and ${readableBy(who)}`
        },
      })
    },

    /**
     * Which of the (memory, version) pairs are still current: the memory is there and its version
     * unchanged. One statement text whatever their number: what the visitor cache asks before it
     * serves an answer built from those memories (plugins/visitor-cache.ts, decision 060).
     */
    async currentVersions(pairs: readonly VersionPair[], tx: Db = db): Promise<Set<string>> {
      if (pairs.length === 0) return new Set()
      const ids = `{${pairs.map((pair) => Number(pair.id)).join(',')}}`
      const versions = `{${pairs.map((pair) => Number(pair.version)).join(',')}}`
      const rows = await queryRows<{ id: string; version: string }>(
        tx,
        sql`select m.id::text as id, m.version::text as version
          from unnest(${ids}::bigint[], ${versions}::bigint[]) as p(id, version)
          join memories m on m.id = p.id and m.version = p.version`,
      )
      return new Set(rows.map(versionKey))
    },

    async findById(id: number, reader: ReaderId, tx: Db = db): Promise<MemoryRow | null> {
      const [row] = await queryRows<MemoryRow>(tx, hydrate(sql`select ${id}::bigint as id`, reader))
      return row ?? null
    },

    async findByHashId(hashId: string, reader: ReaderId, tx: Db = db): Promise<MemoryRow | null> {
      const [row] = await queryRows<MemoryRow>(
        tx,
        hydrate(sql`select id from memories where hash_id = ${hashId}`, reader),
      )
      return row ?? null
    },

    async findByShareableLinks(
      links: readonly string[],
      reader: ReaderId,
      tx: Db = db,
    ): Promise<MemoryRow[]> {
      if (links.length === 0) return []
      const list = sql.join(
        links.map((link) => sql`${link}`),
        sql`, `,
      )
      return queryRows<MemoryRow>(
        tx,
        hydrate(sql`select id from memories where shareable_link in (${list})`, reader),
      )
    },

    /** Inserts the memory and its tag links; the links are written in tag order (see migration 0005). */
    async insert(values: NewMemory, tagIds: readonly number[], tx: Db = db): Promise<number> {
      const [row] = await tx.insert(memories).values(values).returning({ id: memories.id })
      await this.linkTags(row!.id, tagIds, values.visibility, tx)
      return row!.id
    },

    async update(id: number, changes: MemoryChanges, tx: Db = db) {
      await tx.update(memories).set(changes).where(eq(memories.id, id))
    },

    /** Makes the memory's tags exactly `tagIds`, with the memory's visibility on every link. */
    async replaceTags(
      id: number,
      tagIds: readonly number[],
      visibility: NewMemory['visibility'],
      tx: Db = db,
    ) {
      await tx
        .delete(memoryTagLinks)
        .where(
          tagIds.length > 0
            ? and(eq(memoryTagLinks.memoryId, id), notInArray(memoryTagLinks.tagId, [...tagIds]))
            : eq(memoryTagLinks.memoryId, id),
        )
      await tx
        .update(memoryTagLinks)
        .set({ visibility })
        .where(and(eq(memoryTagLinks.memoryId, id), sql`${memoryTagLinks.visibility} <> ${visibility}`))
      await this.linkTags(id, tagIds, visibility, tx)
    },

    async linkTags(id: number, tagIds: readonly number[], visibility: NewMemory['visibility'], tx: Db = db) {
      if (tagIds.length === 0) return
      // Sorted, so concurrent writers take the tag counters' row locks in one order (no deadlock).
      const rows = [...tagIds].sort((a, b) => a - b).map((tagId) => ({ memoryId: id, tagId, visibility }))
      await tx.insert(memoryTagLinks).values(rows).onConflictDoNothing()
    },

    /** Deletes the memory; its links, hides and (later) reactions and comments go by ON DELETE CASCADE. */
    async delete(id: number, tx: Db = db) {
      await tx.delete(memories).where(eq(memories.id, id))
    },
  }
}

export type MemoriesRepository = ReturnType<typeof createMemoriesRepository>
