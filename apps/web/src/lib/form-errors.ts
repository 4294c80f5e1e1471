import { plural, t } from '@lingui/core/macro'
import { NEW_ACCOUNT_LIMIT_CODE, SUSPENDED_CODE } from '@kindred/contract/http'
import type { z } from 'zod'
import { isApiError } from './api-error'
import { contractWords } from './contract-words'

/** A message per field, keyed by the API's field name (`email`, `password`, `new_email`…). */
export type FieldErrors = Partial<Record<string, string>>

/**
 * The app's own words for a too short or too long text, in the language shown (the check runs when
 * the form is sent), whatever the schema says: the contract's messages are English (contract-words.ts).
 */
function lengthWords(issue: z.core.$ZodIssue): string | undefined {
  if (!('origin' in issue) || issue.origin !== 'string') return undefined
  if (issue.code === 'too_small' && typeof issue.minimum === 'number' && issue.minimum > 1) {
    const minimum = issue.minimum
    return plural(minimum, { one: 'Use at least # character.', other: 'Use at least # characters.' })
  }
  if (issue.code === 'too_big' && typeof issue.maximum === 'number') {
    const maximum = issue.maximum
    return plural(maximum, { one: 'Use at most # character.', other: 'Use at most # characters.' })
  }
  return undefined
}

/**
 * Checks form values with a contract schema. Empty fields get the form's own "required" words; a
 * schema message the form has words for (`ownWords`, keyed by the contract's English message, made
 * when the form is sent) gets those; then the app's words for lengths and the contract's common
 * messages (contract-words.ts); anything else the schema's message. Returns the parsed body, or the
 * errors per field.
 */
export function validateForm<T>(
  schema: z.ZodType<T>,
  values: Record<string, unknown>,
  required: Record<string, string> = {},
  ownWords: Record<string, string> = {},
): { data: T; errors: null } | { data: null; errors: FieldErrors } {
  const result = schema.safeParse(values)
  if (result.success) return { data: result.data, errors: null }
  const errors: FieldErrors = {}
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '')
    if (errors[field]) continue
    const value = values[field]
    const empty = typeof value === 'string' && value.trim() === ''
    errors[field] =
      (empty && required[field]) ||
      ownWords[issue.message] ||
      lengthWords(issue) ||
      contractWords(issue.message)
  }
  return { data: null, errors }
}

/** The 422 field messages of an API error, keyed like the form (`body.password` → `password`). */
export function apiFieldErrors(error: unknown): FieldErrors {
  if (!isApiError(error) || error.status !== 422 || !error.fields) return {}
  const errors: FieldErrors = {}
  for (const { path, message } of error.fields) {
    const field = path.replace(/^body\.?/, '').split('.')[0] ?? ''
    errors[field] ??= message
  }
  return errors
}

/** How long to wait, in words of the language shown, from a 429's Retry-After seconds. */
export function waitInWords(seconds: number | undefined): string {
  if (!seconds || seconds < 90) return t`a minute`
  const minutes = Math.ceil(seconds / 60)
  if (minutes < 60) return plural(minutes, { one: '# minute', other: '# minutes' })
  const hours = Math.ceil(minutes / 60)
  return plural(hours, { one: 'an hour', other: '# hours' })
}

/** Said when something failed on the server's side, or in a way the app cannot name. */
export const somethingWentWrong = (): string =>
  t`Something went wrong on our side. Please try again in a moment.`

/**
 * What to tell a person about an error that is not about one field, in the language shown: the
 * app's own words for what it can name, the server's `message` (in the person's language) otherwise.
 */
export function describeError(error: unknown): string {
  if (!isApiError(error)) return somethingWentWrong()
  // A limit that explains itself (a new account's first day) is shown in its own words.
  if (error.status === 429 && error.code === NEW_ACCOUNT_LIMIT_CODE) return error.message
  // So does a suspension: its message says until when the person can read but not take part.
  if (error.status === 403 && error.code === SUSPENDED_CODE) return error.message
  if (error.status === 429) {
    const wait = waitInWords(error.retryAfter)
    return t`You have tried this a few times in a row. For your safety, please wait ${wait} and try again.`
  }
  if (error.status === 422) return t`Some of what you entered needs another look.`
  if (error.status >= 500) return somethingWentWrong()
  return error.message
}
