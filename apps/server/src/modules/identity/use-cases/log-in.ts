import { AppError } from '../../../lib/app-error'
import type { IdentityDeps } from '../identity-deps'
import { knownDeviceProof } from '../known-device'
import { dummyHash, hashPassword, needsRehash, verifyPassword } from '../password'
import { normalizeEmail, type UserRow } from '../users.repository'

/**
 * Password login (SPEC §3.3). Unknown address and wrong password give the same 401 after the same
 * work (a dummy hash is verified for unknown addresses). Failures per address are limited, but a
 * browser that signed in to that address before is exempt, so an attacker cannot lock the owner
 * out (security-bar §1.5). The right password on an unverified account is a 403 the form handles.
 */
export async function logIn(
  deps: IdentityDeps,
  input: { email: string; password: string; knownDevice?: string },
): Promise<UserRow> {
  const address = normalizeEmail(input.email)
  const trusted =
    input.knownDevice !== undefined && input.knownDevice === knownDeviceProof(deps.serverKey, address)
  if (!trusted) await deps.limits.refuseIfExhausted('loginFailuresPerEmail', address)
  const user = await deps.users.findByEmail(address)
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash()), input.password)
  if (!user?.passwordHash || !ok) {
    await deps.limits.allow('loginFailuresPerEmail', address)
    throw new AppError(401, 'INVALID_CREDENTIALS', 'identity.invalidCredentials')
  }
  if (!user.emailVerifiedAt) {
    throw new AppError(403, 'EMAIL_NOT_VERIFIED', 'identity.emailNotVerified')
  }
  if (needsRehash(user.passwordHash)) {
    await deps.users.update(user.id, { passwordHash: await hashPassword(input.password) })
  }
  return user
}
