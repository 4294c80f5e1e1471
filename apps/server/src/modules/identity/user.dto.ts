import { suspensionOf } from '../../lib/suspension'
import type { UserRow } from './users.repository'

/**
 * The signed-in person as the API shows them (UserSchema): never a hash, never an internal id.
 * `now` decides whether a suspension still holds (it lifts itself when its time is up).
 */
export function toUserDto(user: UserRow, now: Date) {
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
  }
}
