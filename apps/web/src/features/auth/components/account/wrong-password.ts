import { AUTH_ERROR_CODES } from '@kindred/contract/auth'
import { isApiError } from '@/lib/api-error'

export const WRONG_PASSWORD_MESSAGE = 'That password is not right. Please try again.'

/** A 401/403 INVALID_CREDENTIALS: the current password given to confirm it is you did not match. */
export function isWrongPassword(error: unknown): boolean {
  return isApiError(error) && error.code === AUTH_ERROR_CODES.invalidCredentials
}
