import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { queryRows } from '../lib/query-rows'

/**
 * How two people relate (SPEC §6), as SQL conditions over the connections, blocks and mutes tables,
 * for every module whose rules depend on them: who may read a memory, whose comments and votes a
 * person sees, who may ask to connect. Each takes internal user ids (numbers or SQL expressions).
 */
export type Id = number | SQL

/** The two have accepted a connection. */
export const connected = (a: Id, b: Id): SQL =>
  sql`exists (select 1 from connections c where c.user_low = least(${a}::bigint, ${b}::bigint)
    and c.user_high = greatest(${a}::bigint, ${b}::bigint) and c.status = 'connected')`

/** Either has blocked the other: then neither may reach or see the other. */
export const blockedEitherWay = (a: Id, b: Id): SQL =>
  sql`exists (select 1 from user_blocks ub where (ub.blocker_id = ${a} and ub.blocked_id = ${b})
    or (ub.blocker_id = ${b} and ub.blocked_id = ${a}))`

/**
 * Whether comment `c` (a table alias) is its memory's author's on an anonymous memory: it shows as
 * "the author", never by name, so no relation may hide it or refuse what is done to it, or the
 * answer would say who wrote the memory (decision 036).
 */
export const byAnonymousAuthor = (c: string): SQL =>
  sql.raw(
    `exists (select 1 from memories am where am.id = ${c}.memory_id and am.anonymous and am.author_id = ${c}.author_id)`,
  )

/**
 * A block either way between `reader` and the named author of comment `c` (a table alias). A
 * comment posted without its author's name (decision 057) has none, as has the author's on their
 * anonymous memory: no relation may hide it or refuse what is done to it (decision 036). The people
 * blocked either way are one array a statement (`blockedEitherWayOf`), not probed per comment.
 */
export const blockedFromComment = (reader: Id, c: string): SQL => {
  const author = sql.raw(`${c}.author_id`)
  return sql`(${author} is not null and not ${sql.raw(`${c}.anonymous`)}
    and ${author} = any(${blockedEitherWayOf(reader)}) and not ${byAnonymousAuthor(c)})`
}

/**
 * Everyone `viewer` must not see in lists: people they blocked, who blocked them, or they muted, as
 * an array computed once per statement (so a long list checks each row against it, not a subquery).
 */
export const unseenPeople = (viewer: Id): SQL =>
  sql`array(select blocked_id from user_blocks where blocker_id = ${viewer}
    union all select blocker_id from user_blocks where blocked_id = ${viewer}
    union all select muted_id from user_mutes where muter_id = ${viewer})`

/**
 * Everyone blocked by `viewer` or blocking them, as an array computed once per statement: the same
 * people as `blockedEitherWay(viewer, …)` finds, for a statement that checks many rows (a batch of
 * 50 memories probed user_blocks twice for each).
 */
export const blockedEitherWayOf = (viewer: Id): SQL =>
  sql`array(select blocked_id from user_blocks where blocker_id = ${viewer}
    union all select blocker_id from user_blocks where blocked_id = ${viewer})`

/** The people `viewer` is connected to, as an array computed once per statement. */
export const connectionsOf = (viewer: Id): SQL =>
  sql`array(select case when c.user_low = ${viewer} then c.user_high else c.user_low end
    from connections c where (c.user_low = ${viewer} or c.user_high = ${viewer}) and c.status = 'connected')`

/**
 * How many times what `viewer` may be shown has narrowed through their relations (a block either
 * way, a mute, an ended connection, a hide: connections.triggers.sql), as text, read over `db` (the
 * primary's or a replica's). A member's read on a replica is sent only while the primary's is the
 * one the replica had (decision 089, plugins/read-replicas.ts).
 */
export async function relationVersionOf(db: Db, viewer: number): Promise<string> {
  const [row] = await queryRows<{ version: string }>(
    db,
    sql`select coalesce((select version from relation_versions where user_id = ${viewer}), 0)::text as version`,
  )
  return row!.version
}
