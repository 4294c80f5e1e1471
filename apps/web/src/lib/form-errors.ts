import { NEW_ACCOUNT_LIMIT_CODE, SUSPENDED_CODE } from '@kindred/contract/http'
import type { z } from 'zod'
import { isApiError } from './api-error'

/** A message per field, keyed by the API's field name (`email`, `password`, `new_email`…). */
export type FieldErrors = Partial<Record<string, string>>

/** Plain words where the contract's schema has no message of its own. */
const friendlyIssue = (issue: z.core.$ZodRawIssue): string | undefined => {
  if (issue.code === 'too_small' && typeof issue.minimum === 'number' && issue.minimum > 1)
    return `Use at least ${issue.minimum} characters.`
  if (issue.code === 'too_big' && typeof issue.maximum === 'number')
    return `Use at most ${issue.maximum} characters.`
  return undefined
}

/**
 * Checks form values with a contract schema. Empty fields get the form's own "required" words,
 * everything else the schema's message. Returns the parsed body, or the errors per field.
 */
export function validateForm<T>(
  schema: z.ZodType<T>,
  values: Record<string, unknown>,
  required: Record<string, string> = {},
): { data: T; errors: null } | { data: null; errors: FieldErrors } {
  const result = schema.safeParse(values, { error: friendlyIssue })
  if (result.success) return { data: result.data, errors: null }
  const errors: FieldErrors = {}
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '')
    if (errors[field]) continue
    const value = values[field]
    const empty = typeof value === 'string' && value.trim() === ''
    errors[field] = (empty && required[field]) || issue.message
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

/** How long to wait, in words, from a 429's Retry-After seconds. */
export function waitInWords(seconds: number | undefined): string {
  if (!seconds || seconds < 90) return 'a minute'
  const minutes = Math.ceil(seconds / 60)
  if (minutes < 60) return `${minutes} minutes`
  const hours = Math.ceil(minutes / 60)
  return hours === 1 ? 'an hour' : `${hours} hours`
}

/** What to tell a person about an error that is not about one field. */
export function describeError(error: unknown): string {
  if (!isApiError(error)) return 'Something went wrong on our side. Please try again in a moment.'
  // A limit that explains itself (a new account's first day) is shown in its own words.
  if (error.status === 429 && error.code === NEW_ACCOUNT_LIMIT_CODE) return error.message
  // So does a suspension: its message says until when the person can read but not take part.
  if (error.status === 403 && error.code === SUSPENDED_CODE) return error.message
  if (error.status === 429)
    return `You have tried this a few times in a row. For your safety, please wait ${waitInWords(error.retryAfter)} and try again.`
  if (error.status === 422) return 'Some of what you entered needs another look.'
  if (error.status >= 500) return 'Something went wrong on our side. Please try again in a moment.'
  return error.message
}
