import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { connections } from '../../db/schema/index'
import { queryRows } from '../../lib/query-rows'
import { readableBy } from '../../access'
import { queryShaped } from '../../db/shaped-statements'
import { joinMemoryAsM, memoriesAsM } from '../memories'

/** A connection row as its two people are stored: the lower id first (see the schema). */
export type ConnectionRow = typeof connections.$inferSelect

/** A request or connection as one of its people sees it: the other person, and the memory's link. */
export interface ConnectionViewRow {
  id: string
  status: 'pending' | 'connected' | 'declined'
  requester_id: string
  other_public_id: string
  other_display_name: string
  message: string | null
  created_at: Date | string
  responded_at: Date | string | null
  memory_link: string | null
}

/** A person connected through a memory. */
export interface ConnectedPersonRow {
  public_id: string
  display_name: string
  responded_at: Date | string
}

/** The pair's order in the table: lower id first, so (a, b) and (b, a) are one row. */
export const pairOf = (a: number, b: number) => ({ userLow: Math.min(a, b), userHigh: Math.max(a, b) })

/** The view columns for `viewer`, over connections `c` (see ConnectionViewRow). */
const viewOf = (viewer: number, from: SQL) =>
  sql`select c.id::text as id, c.status, c.requester_id::text as requester_id,
      u.public_id as other_public_id, u.display_name as other_display_name, c.message, c.created_at,
      c.responded_at, m.shareable_link as memory_link
    from ${from}
    join users u on u.id = case when c.user_low = ${viewer} then c.user_high else c.user_low end
    ${joinMemoryAsM(sql`c.memory_id`, true)}`

/** Requests and connections between people: rows in, rows out. */
export function createConnectionsRepository(db: Db) {
  return {
    /** The one row of a pair of people, locked for the transaction that reads it. */
    async findPairForUpdate(a: number, b: number, tx: Db = db): Promise<ConnectionRow | null> {
      const { userLow, userHigh } = pairOf(a, b)
      const [row] = await tx
        .select()
        .from(connections)
        .where(and(eq(connections.userLow, userLow), eq(connections.userHigh, userHigh)))
        .for('update')
      return row ?? null
    },

    async findById(id: number, tx: Db = db): Promise<ConnectionRow | null> {
      const [row] = await tx.select().from(connections).where(eq(connections.id, id))
      return row ?? null
    },

    /** One row as `viewer` (one of its people) sees it. */
    async findView(id: number, viewer: number, tx: Db = db): Promise<ConnectionViewRow | null> {
      const [row] = await queryRows<ConnectionViewRow>(
        tx,
        sql`${viewOf(viewer, sql`connections c`)} where c.id = ${id}`,
      )
      return row ?? null
    },

    async insertRequest(
      values: {
        requesterId: number
        addresseeId: number
        memoryId: number
        message: string | null
        at: Date
      },
      tx: Db = db,
    ): Promise<number> {
      const [row] = await tx
        .insert(connections)
        .values({
          ...pairOf(values.requesterId, values.addresseeId),
          requesterId: values.requesterId,
          memoryId: values.memoryId,
          message: values.message,
          status: 'pending',
          createdAt: values.at,
        })
        .returning({ id: connections.id })
      return row!.id
    },

    /** Makes a declined row a fresh request from the one who declined it (they changed their mind). */
    async renewRequest(
      id: number,
      values: { requesterId: number; memoryId: number; message: string | null; at: Date },
      tx: Db = db,
    ) {
      await tx
        .update(connections)
        .set({ ...values, status: 'pending', createdAt: values.at, respondedAt: null })
        .where(eq(connections.id, id))
    },

    /** Pending → connected; false when the request was no longer pending (withdrawn meanwhile). */
    async accept(id: number, at: Date, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .update(connections)
        .set({ status: 'connected', respondedAt: at })
        .where(and(eq(connections.id, id), eq(connections.status, 'pending')))
        .returning({ id: connections.id })
      return rows.length > 0
    },

    /** Pending → declined: the row stays, so the same person cannot ask again. */
    async decline(id: number, at: Date, tx: Db = db) {
      await tx
        .update(connections)
        .set({ status: 'declined', respondedAt: at })
        .where(and(eq(connections.id, id), eq(connections.status, 'pending')))
    },

    /** Removes a request or a connection; a declined row stays (see decline). */
    async remove(id: number, tx: Db = db) {
      await tx
        .delete(connections)
        .where(and(eq(connections.id, id), inArray(connections.status, ['pending', 'connected'])))
    },

    /** Removes any request or connection between two people (a block); a declined row stays. */
    async removeBetween(a: number, b: number, tx: Db = db) {
      const { userLow, userHigh } = pairOf(a, b)
      await tx
        .delete(connections)
        .where(
          and(
            eq(connections.userLow, userLow),
            eq(connections.userHigh, userHigh),
            inArray(connections.status, ['pending', 'connected']),
          ),
        )
    },

    /**
     * A page of `viewer`'s requests or connections, newest first, plus one row to tell whether
     * there is a next page. Each side of the pair reads its own index (connections_low_idx,
     * connections_high_idx) in id order and stops after what the page needs.
     */
    async listMine(
      viewer: number,
      status: 'pending' | 'connected',
      { offset, limit }: { offset: number; limit: number },
      tx: Db = db,
    ): Promise<ConnectionViewRow[]> {
      const enough = offset + limit + 1
      const ids = sql`(select id from (
          (select id from connections where user_low = ${viewer} and status = ${status} order by id desc limit ${enough})
          union all
          (select id from connections where user_high = ${viewer} and status = ${status} order by id desc limit ${enough})
        ) both_sides order by id desc limit ${limit + 1} offset ${offset}) page
        join connections c on c.id = page.id`
      return queryRows<ConnectionViewRow>(tx, sql`${viewOf(viewer, ids)} order by c.id desc`)
    },

    /**
     * A page of the people connected to `author` through one of their memories, newest first (one
     * row more for has_next), and how many there are in all: both from connections_memory_idx.
     */
    async listByMemory(
      memoryId: number,
      author: number,
      { offset, limit }: { offset: number; limit: number },
      tx: Db = db,
    ): Promise<ConnectedPersonRow[]> {
      return queryRows<ConnectedPersonRow>(
        tx,
        sql`select u.public_id, u.display_name, c.responded_at
          from connections c
          join users u on u.id = case when c.user_low = ${author} then c.user_high else c.user_low end
          where c.memory_id = ${memoryId} and c.status = 'connected'
          order by c.id desc limit ${limit + 1} offset ${offset}`,
      )
    },

    /** How many people are connected through a memory (its part of connections_memory_idx). */
    async countByMemory(memoryId: number, tx: Db = db): Promise<number> {
      const [row] = await queryRows<{ total: number }>(
        tx,
        sql`select count(*)::int as total from connections where memory_id = ${memoryId} and status = 'connected'`,
      )
      return row?.total ?? 0
    },

    /** `viewer`'s rows with each of `others`, in one statement whatever their number. */
    /**
     * The memories behind `links` that `viewer` may read (the access layer's `readableBy`), each with its
     * author and, for a named memory by someone else, the pair's row with that author if any: one
     * statement, one text whatever the number of links (SHAREABLE_LINK, safe in an array literal).
     * An anonymous memory's author is never looked up: its answer must not depend on who wrote it.
     */
    async memoriesWithPairs(viewer: number, links: readonly string[], tx: Db = db) {
      if (links.length === 0) return []
      // Built once (db/shaped-statements.ts), not from drizzle's fragments on every batch call.
      return queryShaped<{
        shareable_link: string
        author_id: string
        anonymous: boolean
        pair_id: string | null
        requester_id: string | null
        status: 'pending' | 'connected' | 'declined' | null
      }>(tx, {
        key: 'connections.memoriesWithPairs',
        values: { viewer, links: `{${links.join(',')}}` },
        build: (value) => {
          const viewer = value('viewer')
          return sql`select m.shareable_link, m.author_id::text as author_id, m.anonymous, c.id::text as pair_id,
            c.requester_id::text as requester_id, c.status
          from ${memoriesAsM}
          left join connections c on not m.anonymous and m.author_id <> ${viewer}
            and c.user_low = least(${viewer}::bigint, m.author_id) and c.user_high = greatest(${viewer}::bigint, m.author_id)
          where m.shareable_link = any(${value('links')}::text[]) and ${readableBy(viewer)}`
        },
      })
    },
  }
}

export type ConnectionsRepository = ReturnType<typeof createConnectionsRepository>
