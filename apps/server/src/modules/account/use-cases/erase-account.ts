import { AppError } from '../../../lib/app-error'
import { MINUTE } from '../../../lib/clock'
import type { Db } from '../../../db/client'
import { erasePerson, requireCurrentPassword, type UserRow } from '../../identity'

/** A Google-only account proves it is really them with a Google sign-in this recent. */
export const FRESH_GOOGLE_SIGN_IN = 10 * MINUTE

/**
 * Erasure (SPEC §3.3, GDPR art. 17): after re-authentication, one statement deletes the person;
 * everything that is theirs references users(id) with ON DELETE CASCADE (sessions, tokens, pending
 * mail, and every later feature's rows: each module's personal-data part names its tables), so
 * nothing is left and every cookie stops working at once.
 */
export async function eraseAccount(db: Db, user: UserRow, password: string | undefined, now: Date) {
  if (user.passwordHash) {
    await requireCurrentPassword(user, password, 'body.password')
  } else if (!user.googleAuthAt || now.getTime() - user.googleAuthAt.getTime() > FRESH_GOOGLE_SIGN_IN) {
    throw new AppError(403, 'REAUTHENTICATION_REQUIRED', 'account.googleAgain')
  }
  await erasePerson(db, user.id)
}
