import { describe, expect, it } from 'vitest'
import {
  CurrentPasswordSchema,
  DeleteAccountBodySchema,
  DisplayNameSchema,
  EmailChangeRequestBodySchema,
  EmailSchema,
  LoginBodySchema,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PasswordSchema,
  RegisterBodySchema,
  TokenAndPasswordBodySchema,
  TokenSchema,
} from './identity'

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? []

/** An address of exactly `length` characters (196 to 259): a 64-character local part, four labels. */
function emailOfLength(length: number): string {
  const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(length - 196)}.io`
  expect(email).toHaveLength(length)
  return email
}

describe('PasswordSchema (SPEC §3.1)', () => {
  it('accepts 10 to 128 characters and refuses one fewer or one more', () => {
    expect([PASSWORD_MIN, PASSWORD_MAX]).toEqual([10, 128])
    expect(PasswordSchema.safeParse('a'.repeat(10)).success).toBe(true)
    expect(PasswordSchema.safeParse('a'.repeat(128)).success).toBe(true)
    expect(messages(PasswordSchema.safeParse('a'.repeat(9)))).toEqual(['Use at least 10 characters.'])
    expect(messages(PasswordSchema.safeParse('a'.repeat(129)))[0]).toBe('Use at most 128 characters.')
  })

  it('counts characters, not UTF-16 code units', () => {
    expect(PasswordSchema.safeParse('aaaaaaaa😀').success).toBe(false)
    expect(PasswordSchema.safeParse('aaaaaaaaa😀').success).toBe(true)
  })

  it('keeps the password exactly as typed, spaces included', () => {
    expect(PasswordSchema.parse('  spaced password  ')).toBe('  spaced password  ')
  })

  it('refuses NUL and lone surrogates', () => {
    expect(messages(PasswordSchema.safeParse('abcdefghij\u0000'))).toEqual([
      'must not contain NUL characters',
    ])
    expect(messages(PasswordSchema.safeParse('abcdefghij\uD800'))).toEqual(['must be valid Unicode text'])
  })
})

describe('CurrentPasswordSchema', () => {
  it('accepts any length from 1 to the maximum: it is only compared, never judged', () => {
    expect(CurrentPasswordSchema.safeParse('x').success).toBe(true)
    expect(CurrentPasswordSchema.safeParse('a'.repeat(128)).success).toBe(true)
    expect(CurrentPasswordSchema.safeParse('').success).toBe(false)
    expect(CurrentPasswordSchema.safeParse('a'.repeat(129)).success).toBe(false)
  })
})

describe('EmailSchema', () => {
  it('accepts an address and trims the spaces around it', () => {
    expect(EmailSchema.parse('  name@example.com  ')).toBe('name@example.com')
  })

  it('accepts up to 254 characters and refuses 255', () => {
    expect(EmailSchema.safeParse(emailOfLength(254)).success).toBe(true)
    expect(EmailSchema.safeParse(emailOfLength(255)).success).toBe(false)
    // The bound is on the address, not on the spaces a paste brought with it.
    expect(EmailSchema.safeParse(`  ${emailOfLength(254)}  `).success).toBe(true)
  })

  it('refuses what is not an address, with words a person understands', () => {
    for (const value of [
      'name.example.com',
      'name@',
      '@example.com',
      'name@example',
      'two words@example.com',
    ])
      expect(messages(EmailSchema.safeParse(value)), value).toContain(
        'Enter an email address such as name@example.com.',
      )
    expect(EmailSchema.safeParse('a@').success).toBe(false)
    expect(EmailSchema.safeParse('   ').success).toBe(false)
  })

  it('refuses NUL and lone surrogates', () => {
    expect(EmailSchema.safeParse('na\u0000me@example.com').success).toBe(false)
    expect(EmailSchema.safeParse('na\uD800me@example.com').success).toBe(false)
  })
})

describe('DisplayNameSchema', () => {
  it("accepts letters of any script, digits, spaces and . ' _ -", () => {
    for (const name of ['Quiet Heron', "Zoë O'Brien-Ünal_2.0", '静かな鷺', 'Ночная сова', '42 Owls'])
      expect(DisplayNameSchema.parse(name), name).toBe(name)
  })

  it('trims the spaces around a name', () => {
    expect(DisplayNameSchema.parse('  Quiet Heron  ')).toBe('Quiet Heron')
  })

  it('accepts 2 to 40 characters', () => {
    expect(DisplayNameSchema.safeParse('Q').success).toBe(false)
    // Counted after trimming: spaces around one letter do not make a name.
    expect(DisplayNameSchema.safeParse(' Q ').success).toBe(false)
    expect(DisplayNameSchema.safeParse(` ${'a'.repeat(40)} `).success).toBe(true)
    expect(DisplayNameSchema.safeParse('Qh').success).toBe(true)
    expect(DisplayNameSchema.safeParse('a'.repeat(40)).success).toBe(true)
    expect(DisplayNameSchema.safeParse('a'.repeat(41)).success).toBe(false)
  })

  it('refuses other characters, and punctuation at the start', () => {
    for (const name of ['he@ron', 'Heron 😀', '<b>Heron</b>', '-Heron', '.Heron', "'Heron"])
      expect(messages(DisplayNameSchema.safeParse(name)), name).toContain(
        "Use letters, numbers, spaces and . ' _ - only.",
      )
  })
})

describe('TokenSchema', () => {
  it('accepts 43 base64url characters (256 bits, no padding)', () => {
    expect(TokenSchema.safeParse('Ab9_-'.repeat(8) + 'abc').success).toBe(true)
  })

  it('refuses a shorter, longer, padded or standard-base64 token as an incomplete link', () => {
    for (const token of [
      'A'.repeat(42),
      'A'.repeat(44),
      'A'.repeat(42) + '=',
      'A'.repeat(42) + '+',
      'A'.repeat(42) + '/',
    ])
      expect(messages(TokenSchema.safeParse(token)), token).toEqual(['This link is not complete.'])
  })
})

describe('request bodies', () => {
  const password = 'a long enough password'

  it('refuse keys the contract does not name', () => {
    expect(RegisterBodySchema.safeParse({ email: 'a@example.com', password, role: 'admin' }).success).toBe(
      false,
    )
    expect(LoginBodySchema.safeParse({ email: 'a@example.com', password, remember: true }).success).toBe(
      false,
    )
  })

  it('register: the display name is optional', () => {
    expect(RegisterBodySchema.safeParse({ email: 'a@example.com', password }).success).toBe(true)
    expect(
      RegisterBodySchema.safeParse({ email: 'a@example.com', password, display_name: 'Quiet Heron' }).success,
    ).toBe(true)
  })

  it('a new password from a link obeys the password rule', () => {
    const token = 'A'.repeat(43)
    expect(TokenAndPasswordBodySchema.safeParse({ token, password }).success).toBe(true)
    expect(TokenAndPasswordBodySchema.safeParse({ token, password: 'short' }).success).toBe(false)
  })

  it('changes and deletion may come without a password (accounts signed in with Google)', () => {
    expect(EmailChangeRequestBodySchema.safeParse({ new_email: 'b@example.com' }).success).toBe(true)
    expect(DeleteAccountBodySchema.safeParse({}).success).toBe(true)
    expect(DeleteAccountBodySchema.safeParse({ password: '' }).success).toBe(false)
  })
})
