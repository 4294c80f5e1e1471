import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { users } from '../../db/schema/index'
import { sessionsWritten } from './session-changes'

export type UserRow = typeof users.$inferSelect

export const normalizeEmail = (email: string) => email.trim().toLowerCase()

/**
 * People's rows. Every write tells this instance whose row changed (session-changes.ts): the
 * session check reads the row with the session, so the cached checks follow at once (decision 060).
 */
export function createUsersRepository(db: Db) {
  return {
    async findByEmail(email: string, tx: Db = db): Promise<UserRow | undefined> {
      const [row] = await tx
        .select()
        .from(users)
        .where(eq(users.emailNormalized, normalizeEmail(email)))
      return row
    },
    async findById(id: number, tx: Db = db): Promise<UserRow | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.id, id))
      return row
    },
    async findByGoogleSubject(subject: string, tx: Db = db): Promise<UserRow | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.googleSubject, subject))
      return row
    },
    async insert(values: typeof users.$inferInsert, tx: Db = db): Promise<UserRow> {
      const [row] = await tx.insert(users).values(values).returning()
      return row!
    },
    async update(
      id: number,
      values: Partial<typeof users.$inferInsert>,
      tx: Db = db,
    ): Promise<UserRow | undefined> {
      const [row] = await tx.update(users).set(values).where(eq(users.id, id)).returning()
      if (row) sessionsWritten(db, tx, id)
      return row
    },
    /** Deletes the person: everything of theirs goes with them by ON DELETE CASCADE (erasure). */
    async delete(id: number, tx: Db = db) {
      await tx.delete(users).where(eq(users.id, id))
      sessionsWritten(db, tx, id)
    },
  }
}

export type UsersRepository = ReturnType<typeof createUsersRepository>
