import { sql, type SQL } from 'drizzle-orm'
import type {
  AnyNotificationType,
  NotificationFamily,
  NotificationType,
} from '@kindred/contract/notifications'
import { NOTIFICATION_ACTORS_SHOWN } from '@kindred/contract/notifications'
import type { Db } from '../../db/client'
import { queryRows } from '../../lib/query-rows'
import { pageWindowAt } from '../../db/page-window'
import { type Id, readableBy } from '../../access'
import { queryShaped } from '../../db/shaped-statements'
import { joinMemoryAsM } from '../memories'
import { joinDecisionAsMa } from '../moderation'

/** A notification as stored, with its newest named actors and its memory's link and title. */
export interface NotificationRow {
  id: string
  type: AnyNotificationType
  family: NotificationFamily
  memory_id: string | null
  comment_id: string | null
  connection_id: string | null
  actor_count: number
  started_at: Date | string
  updated_at: Date | string
  event: string
  seen: boolean
  read: boolean
  shareable_link: string | null
  /** For a moderator's decision: what it was about and what they decided. */
  decision: string | null
  subject_kind: string | null
  /** A suspension's end. */
  until: Date | string | null
  /** The rule a moderator named: a report reason's slug, said in the reader's language by the DTO. */
  rule: string | null
  /** Newest first, anonymous actors left out; at most NOTIFICATION_ACTORS_SHOWN. */
  people: { public_id: string; display_name: string }[]
  /** The memory's title, and whether the recipient may still read it (else it is neither named nor linked). */
  memory_title: string | null
  memory_readable: boolean
}

// The named actors come from the newest few rows of the group (notification_actors_latest_idx),
// inside the one statement that reads the page: no query per notification. Whether the recipient
// may still read each memory too (the access layer's `readableBy`), and `extra` columns.
const selectRows = (
  recipient: Id,
  where: SQL,
  order: SQL,
  limit: number,
  offset: number | SQL,
  extra = sql``,
) => sql`
  select m.title as memory_title, coalesce(${readableBy(recipient)}, false) as memory_readable${extra},
    n.id::text as id, n.type, n.family, n.memory_id::text as memory_id, n.comment_id::text as comment_id,
    n.connection_id::text as connection_id, n.actor_count, n.started_at, n.updated_at, n.event::text as event,
    n.seen_at is not null as seen, n.read_at is not null as read, m.shareable_link, ma.decision, ma.subject_kind, ma.until, ma.rule,
    coalesce((
      select json_agg(json_build_object('public_id', u.public_id, 'display_name', u.display_name)
                      order by a.acted_at desc)
      from (select actor_id, acted_at from notification_actors
            where notification_id = n.id and not anonymous
            order by acted_at desc limit ${NOTIFICATION_ACTORS_SHOWN}) a
      join users u on u.id = a.actor_id
    ), '[]'::json) as people
  from notifications n
  ${joinMemoryAsM(sql`n.memory_id`, true)}
  ${joinDecisionAsMa(sql`n.moderation_action_id`)}
  where ${where}
  order by ${order}
  ${pageWindowAt(limit, offset)}`

export type UnseenCounts = Record<NotificationFamily, number>

/** Unseen per family, from the partial index of unseen rows (a person's, never the table). */
const unseenOf = (recipient: Id) => sql`select family, count(*)::int as count from notifications
  where recipient_id = ${recipient} and seen_at is null group by family`

const countsOf = (found: Partial<UnseenCounts>): UnseenCounts => ({
  me_too: 0,
  me_too_love: 0,
  memory_love: 0,
  general: 0,
  ...found,
})

/**
 * Which of a person's notifications to mark: these ids, or (without ids) every one not marked yet;
 * of one family when it is given.
 */
export type NotificationSelection = { ids?: readonly number[]; family?: NotificationFamily }

/** `which` as a condition; `mark` is the column the mark sets, for "every one not marked yet". */
function selected({ ids, family }: NotificationSelection, mark: SQL): SQL {
  const list = ids?.map((id) => sql`${id}`)
  const which =
    list === undefined
      ? sql`${mark} is null`
      : list.length === 0
        ? sql`false`
        : sql`id in (${sql.join(list, sql`, `)})`
  return family === undefined ? which : sql`${which} and family = ${family}`
}

/** The notifications rows; every read and write is scoped to the recipient. */
export function createNotificationsRepository(db: Db) {
  return {
    /**
     * One page of a family, most recent activity first, one row more than asked (has_next), and the
     * person's unseen counts, in one statement: the counts are computed once for the page (and read
     * on their own when the page is empty).
     */
    async page(recipient: number, family: NotificationFamily, limit: number, offset: number) {
      // Built once per shape (db/shaped-statements.ts), not from drizzle's fragments every request.
      const rows = await queryShaped<NotificationRow & { unseen: Partial<UnseenCounts> | null }>(db, {
        key: `notifications.page:${limit + 1}:${offset === 0 ? '' : 'offset'}`,
        values: { recipient, family, offset },
        build: (value) =>
          selectRows(
            value('recipient'),
            sql`n.recipient_id = ${value('recipient')} and n.family = ${value('family')}`,
            sql`n.event desc`,
            limit + 1,
            offset === 0 ? 0 : value('offset'),
            sql`, (select json_object_agg(u.family, u.count) from (${unseenOf(value('recipient'))}) u) as unseen`,
          ),
      })
      const unseen = rows[0] ? countsOf(rows[0].unseen ?? {}) : await this.unseen(recipient)
      return { rows, unseen }
    },

    /** What changed after stream event `after`, oldest first (at most `limit`). */
    since(recipient: number, after: number, limit: number) {
      return queryRows<NotificationRow>(
        db,
        selectRows(
          recipient,
          sql`n.recipient_id = ${recipient} and n.event > ${after}`,
          sql`n.event asc`,
          limit,
          0,
        ),
      )
    },

    /** The person's newest notifications that `where` selects (of `notifications n`), at most `limit`. */
    newest(recipient: number, where: SQL, limit: number) {
      return queryRows<NotificationRow>(
        db,
        selectRows(recipient, sql`n.recipient_id = ${recipient} and ${where}`, sql`n.event desc`, limit, 0),
      )
    },

    /** The latest stream event of the person, 0 when none: where a new stream starts. */
    async latestEvent(recipient: number): Promise<number> {
      const [row] = await queryRows<{ event: string | null }>(
        db,
        sql`select max(event)::text as event from notifications where recipient_id = ${recipient}`,
      )
      return Number(row?.event ?? 0)
    },

    /** Unseen per family (`unseenOf`). */
    async unseen(recipient: number): Promise<UnseenCounts> {
      const rows = await queryRows<{ family: NotificationFamily; count: number }>(db, unseenOf(recipient))
      return countsOf(Object.fromEntries(rows.map((row) => [row.family, row.count])))
    },

    /**
     * Marks the person's notifications read (and so seen), those `which` selects; another person's
     * are never touched. Answers how many matched.
     */
    async markRead(recipient: number, which: NotificationSelection, at: Date): Promise<number> {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`update notifications set read_at = coalesce(read_at, ${at}), seen_at = coalesce(seen_at, ${at})
          where recipient_id = ${recipient} and ${selected(which, sql`read_at`)} returning id::text as id`,
      )
      return rows.length
    },

    /** Marks the person's notifications seen, those `which` selects. Answers how many matched. */
    async markSeen(recipient: number, which: NotificationSelection, at: Date): Promise<number> {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`update notifications set seen_at = coalesce(seen_at, ${at})
          where recipient_id = ${recipient} and ${selected(which, sql`seen_at`)} returning id::text as id`,
      )
      return rows.length
    },

    /** The types the person turned off. */
    async mutedTypes(userId: number): Promise<Set<NotificationType>> {
      const rows = await queryRows<{ type: NotificationType }>(
        db,
        sql`select type from notification_muted_types where user_id = ${userId}`,
      )
      return new Set(rows.map((row) => row.type))
    },

    /** Turns types on (deletes their row) and off (adds one), in one transaction. */
    async setTypes(userId: number, changes: [NotificationType, boolean][], at: Date) {
      await db.transaction(async (tx) => {
        for (const [type, enabled] of changes) {
          await tx.execute(
            enabled
              ? sql`delete from notification_muted_types where user_id = ${userId} and type = ${type}`
              : sql`insert into notification_muted_types (user_id, type, created_at)
                  values (${userId}, ${type}, ${at}) on conflict do nothing`,
          )
        }
      })
    },
  }
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>
