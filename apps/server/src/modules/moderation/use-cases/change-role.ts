import type { Db } from '../../../db/client'
import { moderationActions } from '../../../db/schema/index'
import type { Clock } from '../../../lib/clock'
import { findRoleHolderForUpdate, setRole, type RoleHolder } from '../../identity'

export const ROLE_CHANGES = ['grant-moderator', 'revoke-moderator', 'grant-admin'] as const
export type RoleChange = (typeof ROLE_CHANGES)[number]

export interface RoleChangeDeps {
  db: Db
  /** The app's clock, for the log; the command line has none and uses now. */
  clock?: Clock
}

export interface RoleChangeRequest {
  change: RoleChange
  /** The account, by sign-in address (any case) or by public id. */
  who: { email: string } | { publicId: string }
  /** The admin asking, from the app; absent from the command line. */
  by?: number
}

/**
 * `changed`: the role is now `person.role`. `unchanged`: it already was what was asked for (or,
 * revoking, the person was no moderator). `admin_stays`: the person is an admin, which
 * grant-moderator and revoke-moderator leave as it is. `own_role`: an admin cannot revoke themself.
 */
export type RoleChangeOutcome =
  | { status: 'no_account' }
  | { status: 'changed' | 'unchanged' | 'admin_stays' | 'own_role'; person: RoleHolder }

const wanted = { 'grant-moderator': 'moderator', 'revoke-moderator': 'user', 'grant-admin': 'admin' } as const

/**
 * Grants or revokes the moderator role, or makes someone an admin (SPEC §3.1, §10), in one
 * transaction on the locked row. Sessions need nothing more: every request reads the role with the
 * session, and the roles repository's write makes this instance forget the person's cached checks
 * (every other instance forgets them when the database announces the change, decision 060); the
 * command line's change reaches running instances through that announcement.
 */
export async function changeRole(
  deps: RoleChangeDeps,
  request: RoleChangeRequest,
): Promise<RoleChangeOutcome> {
  return deps.db.transaction(async (tx) => {
    const person = await findRoleHolderForUpdate(tx, request.who)
    if (!person) return { status: 'no_account' }
    if (request.change === 'revoke-moderator' && person.id === request.by)
      return { status: 'own_role', person }
    if (person.role === 'admin' && request.change !== 'grant-admin') return { status: 'admin_stays', person }
    const role = wanted[request.change]
    if (person.role === role) return { status: 'unchanged', person }
    const changed = await setRole(deps.db, person.id, role, tx)
    // Role changes are moderation decisions too: the log says who changed whose role, and when.
    await tx.insert(moderationActions).values({
      moderatorId: request.by ?? null,
      subjectKind: 'person',
      subjectId: person.id,
      decision: request.change.replace('-', '_'),
      reportsClosed: 0,
      createdAt: deps.clock?.now() ?? new Date(),
    })
    return { status: 'changed', person: changed }
  })
}
