import { LoginBodySchema, RegisterBodySchema } from '@kindred/contract/identity'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiError } from './api-error'
import { apiFieldErrors, describeError, validateForm, waitInWords } from './form-errors'
import { showLanguage } from './i18n/show-language'

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

describe('form errors in Spanish', () => {
  afterEach(() => showLanguage('en'))

  it('says what to fix in a form in Spanish, the contract’s own messages included', async () => {
    await showLanguage('es')
    const result = validateForm(
      RegisterBodySchema,
      { email: 'not-an-address', password: 'short', display_name: 'Ana!' },
      {},
    )
    expect(result.errors).toEqual({
      email: 'Escribe una dirección de correo electrónico como nombre@example.com.',
      password: 'Usa al menos 10 caracteres.',
      display_name: "Usa solo letras, números, espacios y los signos . ' _ -",
    })
  })

  it('takes a form’s own words for its schema’s messages', () => {
    const result = validateForm(
      LoginBodySchema,
      { email: 'nope', password: 'p' },
      {},
      {
        'Enter an email address such as name@example.com.': 'The form’s own words',
      },
    )
    expect(result.errors).toEqual({ email: 'The form’s own words' })
  })

  it('says how long to wait in words of the language, one and many', async () => {
    expect([waitInWords(60), waitInWords(120), waitInWords(3600), waitInWords(7200)]).toEqual([
      'a minute',
      '2 minutes',
      'an hour',
      '2 hours',
    ])
    await showLanguage('es')
    expect([waitInWords(60), waitInWords(120), waitInWords(3600), waitInWords(7200)]).toEqual([
      'un minuto',
      '2 minutos',
      'una hora',
      '2 horas',
    ])
    const error = new ApiError({ status: 429, code: 'RATE_LIMITED', message: 'Slow', retryAfter: 600 })
    expect(describeError(error)).toBe(
      'Lo has intentado varias veces seguidas. Por tu seguridad, espera 10 minutos y vuelve a intentarlo.',
    )
    expect(describeError(new Error('boom'))).toBe(
      'Algo falló por nuestra parte. Vuelve a intentarlo en un momento.',
    )
  })
})
