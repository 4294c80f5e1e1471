import { sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { queryRows } from '../../../lib/query-rows'

/**
 * A person's part of the export (SPEC §10): the notifications they received (type, when, how many
 * people, seen and read) and the types they turned off. Other people are counted, never named: their
 * names are theirs, and naming them could tie one to an anonymous act. What the person did to others'
 * notifications belongs to those others.
 */
export async function exportNotifications(db: Db, userId: number) {
  const received = await queryRows<{
    type: string
    started_at: Date | string
    updated_at: Date | string
    people: number
    seen: boolean
    read: boolean
  }>(
    db,
    sql`select n.type, n.started_at, n.updated_at, n.actor_count as people,
      n.seen_at is not null as seen, n.read_at is not null as read
      from notifications n where n.recipient_id = ${userId} order by n.id`,
  )
  const muted = await queryRows<{ type: string }>(
    db,
    sql`select type from notification_muted_types where user_id = ${userId} order by type`,
  )
  return {
    notifications: received.map((row) => ({
      type: row.type,
      started_at: new Date(row.started_at).toISOString(),
      updated_at: new Date(row.updated_at).toISOString(),
      people: row.people,
      seen: row.seen,
      read: row.read,
    })),
    notification_types_turned_off: muted.map((row) => row.type),
  }
}
