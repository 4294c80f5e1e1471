import { AppError } from '../../../lib/app-error'
import { retryOnUniqueViolation } from '../../../lib/db-errors'
import type { IdentityDeps } from '../identity-deps'
import { normalizeEmail } from '../users.repository'

/** Opens a change-email link: the account takes the new address, now verified. */
export async function confirmEmailChange(deps: IdentityDeps, token: string) {
  const now = deps.clock.now()
  // Two accounts confirming one address at once: the loser's rollback keeps its link unused, and
  // the retry sees the winner's row and answers with the clear 400 below instead of a 500.
  await retryOnUniqueViolation(() =>
    deps.db.transaction(async (tx) => {
      const used = await deps.tokens.consume(token, 'change_email', tx)
      if (!used?.newEmail) throw new AppError(400, 'INVALID_TOKEN', 'identity.invalidLink')
      const taken = await deps.users.findByEmail(used.newEmail, tx)
      if (taken && taken.id !== used.userId) {
        throw new AppError(400, 'INVALID_TOKEN', 'identity.addressTaken')
      }
      await deps.users.update(
        used.userId,
        { email: used.newEmail, emailNormalized: normalizeEmail(used.newEmail), emailVerifiedAt: now },
        tx,
      )
    }),
  )
}
