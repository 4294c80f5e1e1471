import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './identity'

/**
 * Work done after the request that asked for it (email now; purges and grouping later), claimed
 * by workers with FOR UPDATE SKIP LOCKED so several instances never do one job twice.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    /** The person the job is about, so erasure removes their pending mail too. */
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('outbox_run_at_idx').on(t.runAt),
    // Erasure deletes a person's pending mail by this index, not by reading the whole queue.
    index('outbox_user_idx').on(t.userId),
  ],
)

/** Secrets the server generates for itself on first start (e.g. the key for derived tokens). */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
