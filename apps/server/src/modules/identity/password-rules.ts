import { AppError } from '../../lib/app-error'
import { isCommonPassword } from './common-passwords'
import { verifyPassword } from './password'
import type { UserRow } from './users.repository'

/** Fails with 422 when a new password is one of the common ones (SPEC §3.1). */
export function refuseCommonPassword(password: string, field = 'body.password') {
  if (isCommonPassword(password)) {
    const message = 'identity.commonPassword'
    throw new AppError(422, 'COMMON_PASSWORD', message, [{ path: field, message }])
  }
}

/** Re-authentication for sensitive changes (ASVS 7.5.1): 422 when missing, 403 when wrong. */
export async function requireCurrentPassword(
  user: UserRow,
  currentPassword: string | undefined,
  field = 'body.current_password',
) {
  if (!user.passwordHash) return
  if (!currentPassword) {
    const message = 'identity.currentPasswordNeeded'
    throw new AppError(422, 'VALIDATION_FAILED', message, [{ path: field, message }])
  }
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw new AppError(403, 'INVALID_CREDENTIALS', 'identity.currentPasswordWrong')
  }
}
