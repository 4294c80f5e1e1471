import { z } from 'zod'
import { text } from './text'
import { PASSWORD_MIN, PASSWORD_MAX, ROLES } from './identity-constants'

export * from './identity-constants'

export const EmailSchema = text({ min: 3, max: 254, trim: true }).pipe(
  z.email({ message: 'Enter an email address such as name@example.com.' }),
)

export const PasswordSchema = z
  .string()
  .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters.`)
  .and(text({ max: PASSWORD_MAX }))

/** A password being checked (login, re-authentication): any length up to the maximum. */
export const CurrentPasswordSchema = text({ min: 1, max: PASSWORD_MAX })

/** A pseudonym shown to others; letters of any script, digits, spaces and a little punctuation. */
export const DisplayNameSchema = text({ min: 2, max: 40, trim: true }).regex(
  /^[\p{L}\p{N}][\p{L}\p{N} .'_-]*$/u,
  "Use letters, numbers, spaces and . ' _ - only.",
)

/** The 256-bit tokens of the four kinds, base64url without padding (43 characters). */
export const TokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This link is not complete.')

export const RegisterBodySchema = z.strictObject({
  email: EmailSchema,
  password: PasswordSchema,
  display_name: DisplayNameSchema.optional(),
})
export const LoginBodySchema = z.strictObject({ email: EmailSchema, password: CurrentPasswordSchema })
export const EmailOnlyBodySchema = z.strictObject({ email: EmailSchema })
export const TokenBodySchema = z.strictObject({ token: TokenSchema })
export const TokenAndPasswordBodySchema = z.strictObject({ token: TokenSchema, password: PasswordSchema })
export const PasswordChangeRequestBodySchema = z.strictObject({
  current_password: CurrentPasswordSchema.optional(),
})
export const EmailChangeRequestBodySchema = z.strictObject({
  new_email: EmailSchema,
  current_password: CurrentPasswordSchema.optional(),
})
/**
 * A quick exit's sign-out (decision 056): `shared_device` also forgets that this browser signed in
 * before (the known-device cookie), so nothing of Kindred's is left in it.
 */
export const QuickExitSignOutBodySchema = z.strictObject({ shared_device: z.boolean() })

/** Erasure needs the password, or (accounts without one) a Google sign-in in the last 10 minutes. */
export const DeleteAccountBodySchema = z.strictObject({ password: CurrentPasswordSchema.optional() })

/** The signed-in person as the app sees them. Never another person's email. */
export const UserSchema = z.object({
  public_id: z.string(),
  email: z.string(),
  display_name: z.string(),
  role: z.enum(ROLES),
  email_verified: z.boolean(),
  has_password: z.boolean(),
  google_linked: z.boolean(),
  created_at: z.string(),
  /**
   * A moderator's suspension in force now (SPEC §10): the person can read but not share, react,
   * comment or connect. `until` is null when it lasts until a moderator lifts it.
   */
  suspension: z.object({ until: z.string().nullable() }).nullable(),
  /**
   * While the account is new (SPEC §3.6, `NEW_ACCOUNT_HOURS`): when it stops being new, which is
   * when the person may ask to connect. Null for an older account, and when the period is 0
   * (decision 037). A new account's memories a day: `MEMORY_PATHS.allowance`.
   */
  new_account: z.object({ until: z.string() }).nullable(),
})
export type User = z.infer<typeof UserSchema>

export const UserResponseSchema = z.object({ user: UserSchema })

/** 202 answers that must read the same whether or not the email is known (SPEC §3.3). */
export const AcceptedResponseSchema = z.object({ message: z.string() })

export const SessionSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  last_used_at: z.string(),
  /** A short description of the browser, e.g. "Chrome on Linux". */
  device: z.string(),
  current: z.boolean(),
})
export const SessionsResponseSchema = z.object({ results: z.array(SessionSchema) })

export const DisplayNameSuggestionSchema = z.object({ display_name: z.string() })
export const ProvidersResponseSchema = z.object({ google: z.boolean() })
