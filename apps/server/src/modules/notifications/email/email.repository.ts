import { and, eq, sql } from 'drizzle-orm'
import { MODERATION_NOTIFICATION_TYPES, type NotificationType } from '@kindred/contract/notifications'
import {
  DEFAULT_DIGEST_HOUR,
  DEFAULT_TIME_ZONE,
  type EmailMode,
} from '@kindred/contract/notifications-settings'
import type { Db } from '../../../db/client'
import { notificationEmailMutedTypes, notificationEmailSettings } from '../../../db/schema/index'
import { queryRows } from '../../../lib/query-rows'

export type EmailSettingsRow = typeof notificationEmailSettings.$inferSelect
export type EmailSettingsValues = Partial<Omit<EmailSettingsRow, 'userId' | 'updatedAt'>>

/** A settings row that is not there: what everyone has until they choose (`off`). */
export const NO_EMAIL_SETTINGS: Omit<EmailSettingsRow, 'userId' | 'updatedAt'> = {
  mode: 'off',
  detailed: false,
  digestHour: DEFAULT_DIGEST_HOUR,
  timeZone: DEFAULT_TIME_ZONE,
  unsubscribeGeneration: 0,
  turnedOffAt: null,
  turnedOffBy: null,
  emailedThrough: 0,
  dueAt: null,
}

/** Not yet told by mail: unseen, after `after`, of a type the person wants by mail (a moderator's decision always). */
const unmailed = (
  recipient: number,
  after: number,
  upTo = Number.MAX_SAFE_INTEGER,
) => sql`n.recipient_id = ${recipient}
  and n.seen_at is null and n.event > ${after} and n.event <= ${upTo}
  and (n.type in (${sql.join(
    MODERATION_NOTIFICATION_TYPES.map((type) => sql`${type}`),
    sql`, `,
  )}) or not exists (
    select 1 from notification_email_muted_types t where t.user_id = ${recipient} and t.type = n.type))`

/** A due row the scheduler claimed. */
export interface DueRow {
  user_id: string
  mode: EmailMode
  digest_hour: number
  time_zone: string
}

/** The email settings of people, and what their mail counts; every read and write is one person's. */
export function createEmailRepository(db: Db) {
  return {
    async settings(userId: number, tx: Db = db): Promise<EmailSettingsRow | undefined> {
      const [row] = await tx
        .select()
        .from(notificationEmailSettings)
        .where(eq(notificationEmailSettings.userId, userId))
      return row
    },

    async mutedTypes(userId: number): Promise<Set<NotificationType>> {
      const rows = await db
        .select({ type: notificationEmailMutedTypes.type })
        .from(notificationEmailMutedTypes)
        .where(eq(notificationEmailMutedTypes.userId, userId))
      return new Set(rows.map((row) => row.type as NotificationType))
    },

    /** Writes the person's row (made with the defaults if missing) and their types, in the caller's transaction. */
    async save(
      tx: Db,
      userId: number,
      values: EmailSettingsValues,
      types: [NotificationType, boolean][],
      at: Date,
    ) {
      await tx
        .insert(notificationEmailSettings)
        .values({ userId, ...values, updatedAt: at })
        .onConflictDoUpdate({ target: notificationEmailSettings.userId, set: { ...values, updatedAt: at } })
      for (const [type, enabled] of types) {
        if (enabled) {
          await tx
            .delete(notificationEmailMutedTypes)
            .where(
              and(eq(notificationEmailMutedTypes.userId, userId), eq(notificationEmailMutedTypes.type, type)),
            )
        } else {
          await tx
            .insert(notificationEmailMutedTypes)
            .values({ userId, type, createdAt: at })
            .onConflictDoNothing()
        }
      }
    },

    /** The person's latest notification event (0 when none): where mail turned on now starts. */
    async latestEvent(tx: Db, userId: number): Promise<number> {
      const [row] = await queryRows<{ event: string | null }>(
        tx,
        sql`select max(event)::text as event from notifications where recipient_id = ${userId}`,
      )
      return Number(row?.event ?? 0)
    },

    /** Rows whose mail is due, locked for the caller's transaction; rows another instance holds are skipped. */
    claimDue(tx: Db, now: Date, limit: number) {
      return queryRows<DueRow>(
        tx,
        sql`select user_id::text as user_id, mode, digest_hour, time_zone from notification_email_settings
          where due_at is not null and due_at <= ${now.toISOString()}
          order by due_at limit ${limit} for update skip locked`,
      )
    },

    async setDue(tx: Db, userId: number, dueAt: Date | null) {
      await tx
        .update(notificationEmailSettings)
        .set({ dueAt })
        .where(eq(notificationEmailSettings.userId, userId))
    },

    /** How many notifications a mail would tell of now, and the latest event among them. */
    async unmailedCount(userId: number, after: number): Promise<{ count: number; through: number }> {
      const [row] = await queryRows<{ count: number; through: string | null }>(
        db,
        sql`select count(*)::int as count, max(n.event)::text as through from notifications n
          where ${unmailed(userId, after)}`,
      )
      return { count: Number(row?.count ?? 0), through: Number(row?.through ?? 0) }
    },

    /**
     * The condition of `unmailedCount`, for reading the rows themselves (a detailed mail): up to the
     * `through` it answered, so a mail never lists what arrived after it counted (and is not marked).
     */
    unmailed,

    /** Records that mail told of everything up to `through` (never moves back). */
    async markEmailed(userId: number, through: number) {
      await db
        .update(notificationEmailSettings)
        .set({ emailedThrough: sql`greatest(${notificationEmailSettings.emailedThrough}, ${through})` })
        .where(eq(notificationEmailSettings.userId, userId))
    },

    /**
     * Turns email off by a link of this generation, and moves the generation on so that the link
     * (and every older one) is used up. Answers whether a row matched.
     */
    async turnOffByLink(userId: number, generation: number, at: Date): Promise<boolean> {
      // Email the person had already turned off in the settings stays "turned off by you": the
      // settings page must not say a link did it. The link is used up all the same.
      const wasOn = sql`${notificationEmailSettings.mode} <> 'off'`
      const rows = await db
        .update(notificationEmailSettings)
        .set({
          mode: 'off',
          dueAt: null,
          unsubscribeGeneration: generation + 1,
          turnedOffAt: sql`case when ${wasOn} then ${at.toISOString()}::timestamptz else ${notificationEmailSettings.turnedOffAt} end`,
          turnedOffBy: sql`case when ${wasOn} then 'unsubscribe_link' else ${notificationEmailSettings.turnedOffBy} end`,
          updatedAt: at,
        })
        .where(
          and(
            eq(notificationEmailSettings.userId, userId),
            eq(notificationEmailSettings.unsubscribeGeneration, generation),
          ),
        )
        .returning({ userId: notificationEmailSettings.userId })
      return rows.length > 0
    },
  }
}

export type EmailRepository = ReturnType<typeof createEmailRepository>
