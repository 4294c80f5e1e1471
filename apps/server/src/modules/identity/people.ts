import type { Language } from '@kindred/contract/languages'
import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'
import type { Role } from './roles.repository'
import { createAccount, type CreateAccountOutcome } from './use-cases/create-account'
import { createUsersRepository, type UserRow } from './users.repository'

// What the other modules ask identity about a person (decision 077): functions of its public entry,
// never its repositories, so identity alone decides how its rows are read and written.

/** The person's row, or undefined when they are gone. */
export const personById = (db: Db, id: number): Promise<UserRow | undefined> =>
  createUsersRepository(db).findById(id)

/**
 * Saves the language the person chose in their preferences (decision 081), null to follow the
 * browser again: on their row, so the session check carries it and the cached checks follow at once.
 */
export const saveLanguage = async (
  db: Db,
  id: number,
  language: Language | null,
  tx: Db = db,
): Promise<void> => {
  await createUsersRepository(db).update(id, { language }, tx)
}

/** Erases the person: everything of theirs goes with them (ON DELETE CASCADE, erasure). */
export const erasePerson = (db: Db, id: number): Promise<void> => createUsersRepository(db).delete(id)

/** A new account without a password (the admin command line's first admin). */
export const createAccountIn = (
  db: Db,
  clock: Clock,
  input: { email: string; role: Role },
): Promise<CreateAccountOutcome> => createAccount({ users: createUsersRepository(db), clock }, input)
