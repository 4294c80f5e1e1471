import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  ANONYMOUS_MEMORY_AUTHOR,
  blockedFromComment,
  commentListedFor,
  connected,
  type Exempt,
  type Id,
  memoryAccessColumns,
  memoryAccessOf,
  moderationStatus,
  type ModerationStatusRead,
  readableBy,
  readsAsVisitor,
  type MemoryAccess,
  type MemoryAccessRow,
  type Reader,
  shownTo,
} from '../../access'
import { memoryLink, memoryNamed } from '../../db/own-rows'
import { comments } from '../../db/schema/index'
import { queryRows } from '../../lib/query-rows'
import { pageWindowAt } from '../../db/page-window'
import { queryShaped } from '../../db/shaped-statements'
import { memoriesAsM } from '../memories'

/** A comment as lists and answers read it: its columns and its author, ids as text. */
export interface CommentRow {
  id: string
  parent_id: string | null
  /** Internal: for `is_mine` and `is_memory_author` only, never sent. */
  author_id: string | null
  author_public_id: string | null
  author_display_name: string | null
  body: string
  /** Posted without the author's name (decision 057). */
  anonymous: boolean
  love_count: number
  created_at: string
  edited_at: string | null
  /** Deleted, or set aside by moderation and read by someone other than its author. */
  deleted: boolean
  /** For its author only: why nobody else sees it now (SPEC §10), the rule by slug. */
  moderation: ModerationStatusRead | null
}

export interface CommentWithRepliesRow extends CommentRow {
  replies: CommentRow[]
}

/** What a change to a comment needs to know of it, read for the person acting. */
export interface CommentTarget {
  id: number
  memoryId: number
  parentId: number | null
  authorId: number | null
  deleted: boolean
  /** Set aside by moderation (held, hidden, removed): then it exists for its author alone. */
  moderated: boolean
  /** Whether its named author and the person acting have blocked each other, either way. */
  blocked: boolean
}

export type NewComment = Pick<
  typeof comments.$inferInsert,
  'memoryId' | 'authorId' | 'parentId' | 'body' | 'anonymous' | 'createdAt'
>

/** One comment as a JSON object of CommentRow's fields (`c` the comment, `u` its author). */
function commentJson(c: string, u: string, viewer: Id | null): SQL {
  const moderation =
    viewer === null
      ? sql`null`
      : sql`case when ${sql.raw(`${c}.author_id`)} = ${viewer} then ${moderationStatus('comment', c)} end`
  return sql`jsonb_build_object('id', ${sql.raw(`${c}.id::text, 'parent_id', ${c}.parent_id::text,
    'author_id', ${c}.author_id::text, 'author_public_id', ${u}.public_id,
    'author_display_name', ${u}.display_name, 'body', ${c}.body, 'anonymous', ${c}.anonymous,
    'love_count', ${c}.love_count,
    'created_at', ${c}.created_at, 'edited_at', ${c}.edited_at, 'deleted', ${c}.deleted_at is not null`)}
    or not ${shownTo(c, viewer)}, 'moderation', ${moderation})`
}

type PageWindow = { limit: number; offset: number }
/** A page window whose offset may be a statement's value (see `pageWindowAt`). */
type PageWindowAt = { limit: number; offset: number | SQL }

/** A page's rows with the memory's comment count, and the memory's version they were read at. */
export interface CommentPage {
  total: number
  version: number
  rows: CommentWithRepliesRow[]
}

/**
 * A page of the memory `memoryId`'s top-level comments, newest first, each with all its replies
 * oldest first, as one JSON array (see `page`).
 */
function pageJson(memoryId: SQL, viewer: Reader, exempt: Exempt, { limit, offset }: PageWindowAt): SQL {
  return sql`coalesce((select jsonb_agg(t.comment order by t.ord) from (
            select page.ord, ${commentJson('c', 'u', viewer)} || jsonb_build_object('replies', coalesce((
                select jsonb_agg(${commentJson('r', 'ru', viewer)} order by r.id)
                from comments r left join users ru on ru.id = r.author_id
                where r.parent_id = c.id and r.deleted_at is null and ${shownTo('r', viewer)}
                  and ${commentListedFor('r', viewer, exempt)}
              ), '[]'::jsonb)) as comment
            from unnest(array(
              select c.id from comments c
              where c.memory_id = ${memoryId} and c.parent_id is null and ${commentListedFor('c', viewer, exempt)}
                and ((c.deleted_at is null and ${shownTo('c', viewer)}) or exists (select 1 from comments r
                  where r.parent_id = c.id and r.deleted_at is null and ${shownTo('r', viewer)}
                  and ${commentListedFor('r', viewer, exempt)}))
              order by c.id desc ${pageWindowAt(limit + 1, offset)}
            )) with ordinality as page(id, ord)
            join comments c on c.id = page.id
            left join users u on u.id = c.author_id
          ) t), '[]'::jsonb)`
}

/** Comments on memories and nothing else: rows in, rows out. */
export function createMemoryCommentsRepository(db: Db) {
  return {
    /**
     * A page of a memory's top-level comments, newest first, each with all its replies oldest first,
     * and the memory's comment count, in one statement whatever the page size. A deleted comment is
     * listed only while it has a reply the viewer may see. `limit + 1` rows are read for `has_next`.
     * `version`: the memory's, read with the rows, the one a shared copy of the page is kept under.
     */
    async page(
      memoryId: number,
      viewer: number | null,
      exempt: number | null,
      window: PageWindow,
      tx: Db = db,
    ): Promise<CommentPage> {
      const [row] = await queryRows<{ total: number; version: string; results: CommentWithRepliesRow[] }>(
        tx,
        sql`select m.comment_count as total, m.version::text as version,
            ${pageJson(sql`${memoryId}`, viewer, exempt, window)} as results
          from ${memoriesAsM} where m.id = ${memoryId}`,
      )
      return { total: row?.total ?? 0, version: Number(row?.version ?? 0), rows: row?.results ?? [] }
    },

    /**
     * The memory behind `shareableLink` when `reader` (null: a visitor) may read it (the access
     * layer's `readableBy`), else null; with `sharing`, whether they read its comments as a visitor would
     * (`readsAsVisitor`); and unless they do, its page read for them with its comment count. One
     * statement (decision 066): a member whose page is theirs alone no longer waits for a second.
     * The page and the memory are read together, so the page is of the version the memory is.
     */
    async readablePage(
      reader: number | null,
      shareableLink: string,
      sharing: boolean,
      window: PageWindow,
      tx: Db = db,
    ): Promise<{ memory: MemoryAccess; shared: boolean; page: CommentPage | null } | null> {
      // Built once per shape (db/shaped-statements.ts): this statement's text was a member's comment
      // page's largest cost in the server, rebuilt from drizzle's fragments on every request.
      const [row] = await queryShaped<
        MemoryAccessRow & { total: number; shared: boolean; results: CommentWithRepliesRow[] | null }
      >(tx, {
        key: `comments.readablePage:${reader === null ? 'visitor' : 'member'}:${sharing}:${window.limit}:${window.offset === 0 ? '' : 'offset'}`,
        values: { reader, shareableLink, offset: window.offset },
        build: (value) => {
          const who = reader === null ? null : value('reader')
          const at = { limit: window.limit, offset: window.offset === 0 ? 0 : value('offset') }
          return sql`select ${memoryAccessColumns}, m.comment_count as total,
            s.shared, case when s.shared then null
              else ${pageJson(sql`m.id`, who, ANONYMOUS_MEMORY_AUTHOR, at)} end as results
          from ${memoriesAsM} cross join lateral (select ${sharing ? readsAsVisitor(who) : sql`false`} as shared offset 0) s
          where m.shareable_link = ${value('shareableLink')} and ${readableBy(who)}`
        },
      })
      if (!row) return null
      const memory = memoryAccessOf(row)
      const page =
        row.results === null ? null : { total: row.total, version: memory.version, rows: row.results }
      return { memory, shared: row.shared, page }
    },

    /** One comment with its author, as lists show it to `viewer` (without replies). */
    async findRow(id: number, viewer: number | null, tx: Db = db): Promise<CommentRow | null> {
      const [row] = await queryRows<{ comment: CommentRow }>(
        tx,
        sql`select ${commentJson('c', 'u', viewer)} as comment from comments c left join users u on u.id = c.author_id
          where c.id = ${id}`,
      )
      return row?.comment ?? null
    },

    /** The comment `actor` wants to change or reply to, and whether a block stands between them. */
    async findTarget(id: number, actor: number, tx: Db = db): Promise<CommentTarget | null> {
      const [row] = await queryRows<{
        id: string
        memory_id: string
        parent_id: string | null
        author_id: string | null
        deleted: boolean
        moderated: boolean
        blocked: boolean
      }>(
        tx,
        sql`select c.id::text as id, c.memory_id::text as memory_id, c.parent_id::text as parent_id,
          c.author_id::text as author_id, c.deleted_at is not null as deleted,
          c.moderation_state is not null as moderated,
          ${blockedFromComment(actor, 'c')} as blocked
          from comments c where c.id = ${id}`,
      )
      if (!row) return null
      return {
        id: Number(row.id),
        memoryId: Number(row.memory_id),
        parentId: row.parent_id === null ? null : Number(row.parent_id),
        authorId: row.author_id === null ? null : Number(row.author_id),
        deleted: row.deleted,
        moderated: row.moderated,
        blocked: row.blocked,
      }
    },

    async areConnected(a: number, b: number, tx: Db = db): Promise<boolean> {
      const [row] = await queryRows<{ yes: boolean }>(tx, sql`select ${connected(a, b)} as yes`)
      return row?.yes ?? false
    },

    /**
     * Holds one person's comment writes in line until the transaction ends, so two quick identical
     * posts (a double click) see each other. The two-key form keeps clear of other advisory locks.
     */
    async lockAuthor(authorId: number, tx: Db) {
      await tx.execute(sql`select pg_advisory_xact_lock(7011, ${authorId % 2_147_483_647}::int)`)
    },

    /** The person's live comment with this text in the same place since `since`, if any. */
    async findSame(comment: NewComment, since: Date, tx: Db = db): Promise<number | null> {
      const [row] = await tx
        .select({ id: comments.id })
        .from(comments)
        .where(
          and(
            eq(comments.memoryId, comment.memoryId),
            eq(comments.authorId, comment.authorId!),
            comment.parentId == null ? isNull(comments.parentId) : eq(comments.parentId, comment.parentId),
            eq(comments.body, comment.body),
            isNull(comments.deletedAt),
            sql`${comments.createdAt} >= ${since.toISOString()}`,
          ),
        )
        .orderBy(sql`${comments.id} desc`)
        .limit(1)
      return row?.id ?? null
    },

    async insert(values: NewComment, tx: Db = db): Promise<number> {
      const [row] = await tx.insert(comments).values(values).returning({ id: comments.id })
      return row!.id
    },

    async updateBody(id: number, body: string, editedAt: Date, tx: Db = db) {
      await tx.update(comments).set({ body, editedAt }).where(eq(comments.id, id))
    },

    /** Locks the comment against new replies (and other changes) until the transaction ends. */
    async lock(id: number, tx: Db): Promise<boolean> {
      const rows = await queryRows(tx, sql`select 1 from comments where id = ${id} for update`)
      return rows.length > 0
    },

    async hasReplies(id: number, tx: Db = db): Promise<boolean> {
      const [row] = await queryRows<{ yes: boolean }>(
        tx,
        sql`select exists (select 1 from comments where parent_id = ${id}) as yes`,
      )
      return row?.yes ?? false
    },

    /** Keeps the comment for its replies, without its text (the count trigger takes it off the memory). */
    async tombstone(id: number, at: Date, tx: Db = db) {
      await tx.update(comments).set({ body: '', deletedAt: at }).where(eq(comments.id, id))
    },

    async delete(id: number, tx: Db = db) {
      await tx.delete(comments).where(eq(comments.id, id))
    },

    /** Deletes a deleted comment once its last reply has gone. */
    async deleteIfEmptyTombstone(id: number, tx: Db = db) {
      await tx.execute(
        sql`delete from comments p where p.id = ${id} and p.deleted_at is not null
          and not exists (select 1 from comments r where r.parent_id = p.id)`,
      )
    },

    /** The person's live comments, oldest first, with the link of each one's memory. */
    async listOwn(authorId: number, tx: Db = db) {
      return tx
        .select({
          id: comments.id,
          memory_shareable_link: memoryLink,
          parent_id: comments.parentId,
          body: comments.body,
          anonymous: comments.anonymous,
          created_at: comments.createdAt,
          edited_at: comments.editedAt,
        })
        .from(comments)
        .innerJoin(...memoryNamed(comments.memoryId))
        .where(and(eq(comments.authorId, authorId), isNull(comments.deletedAt)))
        .orderBy(asc(comments.id))
    },
  }
}

export type MemoryCommentsRepository = ReturnType<typeof createMemoryCommentsRepository>
