import { t } from '@lingui/core/macro'
import { IDENTITY_ERROR_CODES } from '@kindred/contract/identity-constants'
import { isApiError } from '@/lib/api-error'
import type { FormFeedback } from '@/lib/use-form-feedback'

/** Said beside the password field when the password given did not match, in the language shown. */
export const wrongPasswordMessage = (): string => t`That password is not right. Please try again.`

/**
 * The English of wrongPasswordMessage(), kept while a form still imports it: use the function, which
 * speaks the person's language.
 */
export const WRONG_PASSWORD_MESSAGE = 'That password is not right. Please try again.'

/** A 401/403 INVALID_CREDENTIALS: the current password given to confirm it is you did not match. */
export function isWrongPassword(error: unknown): boolean {
  return isApiError(error) && error.code === IDENTITY_ERROR_CODES.invalidCredentials
}

/**
 * The error handler of a form that asks for the current password: a wrong one is said beside the
 * field it names (`current_password` unless told otherwise), anything else in the form's summary.
 */
export function showWrongPasswordOnField(feedback: FormFeedback, field = 'current_password') {
  return (error: unknown) =>
    isWrongPassword(error)
      ? feedback.showFields({ [field]: wrongPasswordMessage() })
      : feedback.showError(error)
}
