import { bigint, bigserial, integer, serial, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core'

// The column shapes every feature's tables are made of, written once. A helper makes exactly the
// column it names, so moving a table to it changes no migration (drizzle-kit generates none).

/** A moment, always with its time zone. */
export const at = (name: string) => timestamp(name, { withTimezone: true })

/** When the row was written. */
export const createdAt = () => at('created_at').notNull()

/** A bigint key, as a JavaScript number (ids stay far below 2^53). */
export const bigId = (name: string) => bigint(name, { mode: 'number' })

/** The table's own bigint id. */
export const idKey = () => bigserial('id', { mode: 'number' }).primaryKey()

/**
 * A row that goes with the row it belongs to: a person's with their account (erasure is one delete,
 * decision 018), a memory's reaction with the memory.
 */
export const ownedBy = (name: string, target: () => AnyPgColumn) =>
  bigId(name).notNull().references(target, { onDelete: 'cascade' })

/** An optional reference: `set null` keeps the row without what it pointed at, `cascade` deletes it. */
export const optionalRef = (name: string, target: () => AnyPgColumn, onDelete: 'cascade' | 'set null') =>
  bigId(name).references(target, { onDelete })

/** A content row's key: mirrored from content/ by its slug, which never changes. */
export const contentKey = () => ({ id: serial('id').primaryKey(), slug: text('slug').notNull().unique() })

/** Where a content row stands in its list. */
export const sortOrder = () => integer('sort_order').notNull()
