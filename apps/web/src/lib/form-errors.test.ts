import { LoginBodySchema, RegisterBodySchema } from '@kindred/contract/identity'
import { describe, expect, it } from 'vitest'
import { ApiError } from './api-error'
import { apiFieldErrors, describeError, validateForm, waitInWords } from './form-errors'

describe('validateForm', () => {
  it('returns the parsed body: the email trimmed, the password untouched', () => {
    const result = validateForm(LoginBodySchema, { email: ' me@example.com ', password: ' pass ' })
    expect(result).toEqual({ data: { email: 'me@example.com', password: ' pass ' }, errors: null })
  })

  it('uses the form’s words for empty fields and the contract’s (or plain) words otherwise', () => {
    const result = validateForm(
      RegisterBodySchema,
      { email: '', password: 'short', display_name: 'x' },
      { email: 'Enter your email address.' },
    )
    expect(result.errors).toEqual({
      email: 'Enter your email address.',
      password: 'Use at least 10 characters.',
      display_name: 'Use at least 2 characters.',
    })
  })
})

describe('apiFieldErrors', () => {
  it('puts 422 messages under the form’s field names, first message per field', () => {
    const error = new ApiError({
      status: 422,
      code: 'VALIDATION_FAILED',
      message: 'Check the form',
      fields: [
        { path: 'body.password', message: 'Too common.' },
        { path: 'body.password', message: 'Second.' },
        { path: 'body.new_email', message: 'Same as now.' },
      ],
    })
    expect(apiFieldErrors(error)).toEqual({ password: 'Too common.', new_email: 'Same as now.' })
    expect(apiFieldErrors(new ApiError({ status: 401, code: 'X', message: 'no' }))).toEqual({})
  })
})

describe('describeError', () => {
  it('turns a rate limit into how long to wait', () => {
    const error = new ApiError({ status: 429, code: 'RATE_LIMITED', message: 'Slow', retryAfter: 600 })
    expect(describeError(error)).toMatch(/wait 10 minutes/)
    const newAccount = new ApiError({
      status: 429,
      code: 'NEW_ACCOUNT_LIMIT',
      message: 'New accounts can share 3 memories in their first day.',
      retryAfter: 80_000,
    })
    expect(describeError(newAccount)).toBe('New accounts can share 3 memories in their first day.')
    expect(waitInWords(30)).toBe('a minute')
    expect(waitInWords(3600)).toBe('an hour')
  })

  it('shows a suspension in its own words, which say until when', () => {
    const error = new ApiError({
      status: 403,
      code: 'SUSPENDED',
      message: 'Your account is suspended until 10 March. You can still read.',
    })
    expect(describeError(error)).toBe('Your account is suspended until 10 March. You can still read.')
  })

  it('never shows internal detail for a server failure', () => {
    const error = new ApiError({ status: 500, code: 'INTERNAL', message: 'db exploded' })
    expect(describeError(error)).not.toContain('db')
  })
})
