import { sql, type SQL } from 'drizzle-orm'

/**
 * How two people relate (SPEC §6), as SQL conditions over the connections, blocks and mutes tables,
 * for every module whose rules depend on them: who may read a memory, whose comments and votes a
 * person sees, who may ask to connect. Each takes internal user ids (numbers or SQL expressions).
 */
type Id = number | SQL

/** The two have accepted a connection. */
export const connected = (a: Id, b: Id): SQL =>
  sql`exists (select 1 from connections c where c.user_low = least(${a}::bigint, ${b}::bigint)
    and c.user_high = greatest(${a}::bigint, ${b}::bigint) and c.status = 'connected')`

/** Either has blocked the other: then neither may reach or see the other. */
export const blockedEitherWay = (a: Id, b: Id): SQL =>
  sql`exists (select 1 from user_blocks ub where (ub.blocker_id = ${a} and ub.blocked_id = ${b})
    or (ub.blocker_id = ${b} and ub.blocked_id = ${a}))`

/**
 * Everyone `viewer` must not see in lists: people they blocked, who blocked them, or they muted, as
 * an array computed once per statement (so a long list checks each row against it, not a subquery).
 */
export const unseenPeople = (viewer: number): SQL =>
  sql`array(select blocked_id from user_blocks where blocker_id = ${viewer}
    union all select blocker_id from user_blocks where blocked_id = ${viewer}
    union all select muted_id from user_mutes where muter_id = ${viewer})`

/** The people `viewer` is connected to, as an array computed once per statement. */
export const connectionsOf = (viewer: number): SQL =>
  sql`array(select case when c.user_low = ${viewer} then c.user_high else c.user_low end
    from connections c where (c.user_low = ${viewer} or c.user_high = ${viewer}) and c.status = 'connected')`
