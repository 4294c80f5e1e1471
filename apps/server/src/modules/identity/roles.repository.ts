import { asc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { someoneElseModerates } from '../../access'
import { users } from '../../db/schema/index'
import { queryRows } from '../../lib/query-rows'
import { sessionsWritten } from './session-changes'
import { normalizeEmail } from './users.repository'

export type Role = (typeof users.$inferSelect)['role']

/** What a role change needs to know about a person: never their email or password. */
export interface RoleHolder {
  id: number
  publicId: string
  displayName: string
  role: Role
}

const holder = {
  id: users.id,
  publicId: users.publicId,
  displayName: users.displayName,
  role: users.role,
}

/**
 * People's roles (SPEC §3.1) and the one write to the users table that changes them, as functions of
 * identity's public entry (decision 077). Who may change a role is the moderation module's rule. The
 * lookup locks the row, so two changes at once apply one after the other (a grant of admin is never
 * undone by a grant of moderator read before it).
 */
export async function findRoleHolderForUpdate(
  tx: Db,
  who: { email: string } | { publicId: string },
): Promise<RoleHolder | undefined> {
  const where =
    'email' in who ? eq(users.emailNormalized, normalizeEmail(who.email)) : eq(users.publicId, who.publicId)
  const [row] = await tx.select(holder).from(users).where(where).for('update')
  return row
}

/** Sets the role; `tx` is the transaction of `db` it is written in, if any. */
export async function setRole(db: Db, id: number, role: Role, tx: Db = db): Promise<RoleHolder> {
  const [row] = await tx.update(users).set({ role }).where(eq(users.id, id)).returning(holder)
  // The session check reads the role with the session: this instance's cached checks follow.
  sessionsWritten(db, tx, id)
  return row!
}

/** Moderators and admins, admins first, then by name. An admin's occasional read: it scans users. */
export function listStaff(db: Db): Promise<RoleHolder[]> {
  return db
    .select(holder)
    .from(users)
    .where(inArray(users.role, ['moderator', 'admin']))
    .orderBy(sql`${users.role} = 'admin' desc`, asc(users.displayName), asc(users.id))
}

/**
 * Whether anyone but `id` moderates (a moderator or an admin; with null, anyone at all): who could
 * decide an appeal of that person's decision. Stops at the first one found.
 */
export async function anyOtherModerator(db: Db, id: number | null): Promise<boolean> {
  const [row] = await queryRows<{ yes: boolean }>(db, someoneElseModerates(id))
  return row?.yes ?? false
}
