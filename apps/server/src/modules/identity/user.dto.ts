import { isNewAccount, newAccountEndsAt } from '../../lib/new-account'
import { suspensionOf } from '../../lib/suspension'
import type { UserRow } from './users.repository'

/**
 * The signed-in person as the API shows them (UserSchema): never a hash, never an internal id.
 * `now` decides whether a suspension still holds (it lifts itself when its time is up) and whether
 * the account is still new (`newAccountMs`, SPEC §3.6), so the app can say when it may ask to
 * connect before the person writes a request (decision 037).
 */
export function toUserDto(user: UserRow, now: Date, newAccountMs: number) {
  return {
    public_id: user.publicId,
    email: user.email,
    display_name: user.displayName,
    role: user.role,
    email_verified: user.emailVerifiedAt !== null,
    has_password: user.passwordHash !== null,
    google_linked: user.googleSubject !== null,
    created_at: user.createdAt.toISOString(),
    suspension: suspensionOf(user.suspendedUntil, now),
    new_account: isNewAccount(user.createdAt, now, newAccountMs)
      ? { until: newAccountEndsAt(user.createdAt, newAccountMs).toISOString() }
      : null,
  }
}
