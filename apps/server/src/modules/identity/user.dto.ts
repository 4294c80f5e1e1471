import type { UserRow } from './users.repository'

/** The signed-in person as the API shows them (UserSchema): never a hash, never an internal id. */
export function toUserDto(user: UserRow) {
  return {
    public_id: user.publicId,
    email: user.email,
    display_name: user.displayName,
    role: user.role,
    email_verified: user.emailVerifiedAt !== null,
    has_password: user.passwordHash !== null,
    google_linked: user.googleSubject !== null,
    created_at: user.createdAt.toISOString(),
  }
}
