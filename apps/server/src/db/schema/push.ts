import { sql } from 'drizzle-orm'
import { index, pgTable, text } from 'drizzle-orm/pg-core'
import { at, createdAt, idKey } from './columns'
import { userRef } from './identity'

/**
 * A device (a browser's push subscription) that gets a discreet push when something new arrives
 * (issue 26). The endpoint is a capability URL of the push service: it is never sent back, logged
 * or exported. One endpoint is one browser: subscribing it again under another person moves it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: idKey(),
    /** What the API and the export call the device. */
    publicId: text('public_id').notNull().unique(),
    userId: userRef('user_id'),
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key and auth secret (base64url): the payload is encrypted to them. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
)

/**
 * Who has something to push, and when it may go (notification-push.triggers.sql fills it for people
 * with a device; the scheduler claims it). One row a person: `due_at` is null while nothing waits,
 * `pushed_at` is when their last push was queued, so the next waits a while (the throttle).
 */
export const pushDue = pgTable(
  'push_due',
  {
    userId: userRef('user_id').primaryKey(),
    dueAt: at('due_at'),
    pushedAt: at('pushed_at'),
  },
  (t) => [
    index('push_due_due_at_idx')
      .on(t.dueAt)
      .where(sql`${t.dueAt} is not null`),
  ],
)
