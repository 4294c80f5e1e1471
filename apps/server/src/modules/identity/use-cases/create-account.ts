import { isUniqueViolation } from '../../../lib/db-errors'
import { publicId } from '../../../lib/secrets'
import { suggestDisplayName } from '../display-names'
import type { IdentityDeps } from '../identity-deps'
import type { Role } from '../roles.repository'
import { normalizeEmail } from '../users.repository'

export type CreateAccountOutcome =
  { status: 'created'; id: number; displayName: string } | { status: 'taken' }

/**
 * An account an operator makes, not the person (the first admin of a fresh install: `npm run admin
 * -- create-admin`). One account per address whatever its case, as sign-up keeps; a gentle random
 * display name; no password and the address not yet verified: the person sets a password through
 * "Forgot password?", whose emailed link also proves the address (set-password-with-token.ts).
 */
export async function createAccount(
  deps: Pick<IdentityDeps, 'users' | 'clock'>,
  input: { email: string; role: Role },
): Promise<CreateAccountOutcome> {
  if (await deps.users.findByEmail(input.email)) return { status: 'taken' }
  try {
    const user = await deps.users.insert({
      publicId: publicId(),
      email: input.email.trim(),
      emailNormalized: normalizeEmail(input.email),
      displayName: suggestDisplayName(),
      role: input.role,
      createdAt: deps.clock.now(),
    })
    return { status: 'created', id: user.id, displayName: user.displayName }
  } catch (err) {
    // Someone signed up with the address between the look-up and the insert.
    if (isUniqueViolation(err)) return { status: 'taken' }
    throw err
  }
}
