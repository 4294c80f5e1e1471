import { and, asc, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { pushSubscriptions } from '../../../db/schema/index'
import { publicId } from '../../../lib/secrets'
import { queryRows } from '../../../lib/query-rows'
import { bigintArray } from '../../../lib/sql-arrays'

/** A device as its person sees it: never its endpoint. */
export interface DeviceRow {
  publicId: string
  createdAt: Date
}

/** What a push to one device needs. */
export interface DeliveryRow {
  id: number
  publicId: string
  userId: number
  endpoint: string
  p256dh: string
  auth: string
}

export type SubscribeOutcome = { device: DeviceRow; created: boolean } | { full: true }

const device = { publicId: pushSubscriptions.publicId, createdAt: pushSubscriptions.createdAt }

/** The push devices (push_subscriptions) and who is due a push (push_due), decision 054. */
export function createPushRepository(db: Db) {
  return {
    /** A person's devices, oldest first (a person has at most a few). */
    devices(userId: number): Promise<DeviceRow[]> {
      return db
        .select(device)
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id))
    },

    /**
     * Adds a device, or renews the keys of the person's own device with this endpoint. An endpoint
     * another person had moves to this one as a new device (a new row: nothing queued for the
     * other person reaches it). One person's subscribes run one at a time, so the cap holds.
     */
    subscribe(
      userId: number,
      subscription: { endpoint: string; p256dh: string; auth: string },
      at: Date,
      maxDevices: number,
    ): Promise<SubscribeOutcome> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`push:${userId}`}, 7))`)
        const { endpoint, p256dh, auth } = subscription
        await tx
          .delete(pushSubscriptions)
          .where(and(eq(pushSubscriptions.endpoint, endpoint), ne(pushSubscriptions.userId, userId)))
        const [renewed] = await tx
          .update(pushSubscriptions)
          .set({ p256dh, auth })
          .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)))
          .returning(device)
        if (renewed) return { device: renewed, created: false }
        if ((await tx.$count(pushSubscriptions, eq(pushSubscriptions.userId, userId))) >= maxDevices) {
          return { full: true }
        }
        const [created] = await tx
          .insert(pushSubscriptions)
          .values({ publicId: publicId(), userId, endpoint, p256dh, auth, createdAt: at })
          .returning(device)
        return { device: created!, created: true }
      })
    },

    /** Stops push on one of the person's devices, or on all of them (`endpoint` undefined). */
    async unsubscribe(userId: number, endpoint?: string) {
      await db.transaction(async (tx) => {
        await tx
          .delete(pushSubscriptions)
          .where(
            endpoint === undefined
              ? eq(pushSubscriptions.userId, userId)
              : and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)),
          )
        // Nobody is due a push who has no device left.
        await tx.execute(sql`delete from push_due where user_id = ${userId}
          and not exists (select 1 from push_subscriptions where user_id = ${userId})`)
      })
    },

    /** One device as a push to it needs it, or undefined once it is gone. */
    async forDelivery(subscriptionId: number): Promise<DeliveryRow | undefined> {
      const [row] = await db
        .select({
          id: pushSubscriptions.id,
          publicId: pushSubscriptions.publicId,
          userId: pushSubscriptions.userId,
          endpoint: pushSubscriptions.endpoint,
          p256dh: pushSubscriptions.p256dh,
          auth: pushSubscriptions.auth,
        })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.id, subscriptionId))
      return row
    },

    /** A device its push service says is gone for good (404, 410). */
    async remove(subscriptionId: number) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId))
    },

    /**
     * Claims up to `limit` people due a push at `now` (FOR UPDATE SKIP LOCKED: each instance takes
     * others than the rest) and marks them done, inside `tx`. Answers how many it claimed and the devices of those with
     * something still unseen (someone who saw it in the app meanwhile gets no push); their push
     * time is set, which the throttle counts from.
     */
    async claimDue(
      tx: Db,
      now: Date,
      limit: number,
    ): Promise<{ people: number; devices: { subscriptionId: number; userId: number }[] }> {
      const due = await queryRows<{ user_id: string }>(
        tx,
        sql`select user_id from push_due where due_at is not null and due_at <= ${now.toISOString()}
            order by due_at limit ${limit} for update skip locked`,
      )
      if (due.length === 0) return { people: 0, devices: [] }
      const people = bigintArray(due.map((row) => Number(row.user_id)))
      const devices = await queryRows<{ id: string; user_id: string }>(
        tx,
        sql`select s.id, s.user_id from push_subscriptions s
            where s.user_id = any(${people})
              and exists (select 1 from notifications n where n.recipient_id = s.user_id and n.seen_at is null)
            order by s.user_id, s.id`,
      )
      const pushed = bigintArray([...new Set(devices.map((row) => Number(row.user_id)))])
      await tx.execute(sql`update push_due set due_at = null,
          pushed_at = case when user_id = any(${pushed}) then ${now.toISOString()}::timestamptz else pushed_at end
        where user_id = any(${people})`)
      return {
        people: due.length,
        devices: devices.map((row) => ({ subscriptionId: Number(row.id), userId: Number(row.user_id) })),
      }
    },
  }
}

export type PushRepository = ReturnType<typeof createPushRepository>
