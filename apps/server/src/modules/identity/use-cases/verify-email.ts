import { AppError } from '../../../lib/app-error'
import type { IdentityDeps } from '../identity-deps'
import type { UserRow } from '../users.repository'

/**
 * Opens a verification link (SPEC §3.3): uses the link and marks the address verified in one
 * transaction, so a link is never spent without the account being verified. Returns the person,
 * whom the route then signs in.
 */
export async function verifyEmail(deps: IdentityDeps, token: string): Promise<UserRow> {
  const used = await deps.db.transaction(async (tx) => {
    const row = await deps.tokens.consume(token, 'account_verification', tx)
    if (row) await deps.users.update(row.userId, { emailVerifiedAt: deps.clock.now() }, tx)
    return row
  })
  if (!used) throw new AppError(400, 'INVALID_TOKEN', 'identity.invalidLink')
  return (await deps.users.findById(used.userId))!
}
