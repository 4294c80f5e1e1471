import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { at, createdAt, idKey, optionalRef } from './columns'
import { users } from './identity'

/**
 * Work done after the request that asked for it (email now; purges and grouping later), claimed
 * by workers with FOR UPDATE SKIP LOCKED so several instances never do one job twice.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: idKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    /** The person the job is about, so erasure removes their pending mail too. */
    userId: optionalRef('user_id', () => users.id, 'cascade'),
    attempts: integer('attempts').notNull().default(0),
    runAt: at('run_at').notNull(),
    lastError: text('last_error'),
    createdAt: createdAt(),
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
  createdAt: createdAt().defaultNow(),
})
