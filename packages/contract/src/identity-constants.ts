// The plain values of `identity.ts` (paths, limits, choices, messages), in a module without schemas:
// the web app's screens import these without loading zod (decision 068), and `identity.ts` re-exports
// them for everyone else.

/** SPEC §3.1: at least 10, at most 128 characters, checked exactly as typed (never trimmed). */
export const PASSWORD_MIN = 10
export const PASSWORD_MAX = 128

export const TOKEN_KINDS = [
  'account_verification',
  'reset_password',
  'change_email',
  'change_password',
] as const
export type TokenKind = (typeof TOKEN_KINDS)[number]

export const ROLES = ['user', 'moderator', 'admin'] as const

/** Error codes a screen handles itself. */
export const IDENTITY_ERROR_CODES = {
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  invalidCredentials: 'INVALID_CREDENTIALS',
  invalidToken: 'INVALID_TOKEN',
  commonPassword: 'COMMON_PASSWORD',
  reauthenticationRequired: 'REAUTHENTICATION_REQUIRED',
  rateLimited: 'RATE_LIMITED',
  googleEmailUnverified: 'GOOGLE_EMAIL_UNVERIFIED',
} as const
