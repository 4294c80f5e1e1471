// The plain values of `moderation.ts` (paths, limits, choices, messages), in a module without schemas:
// the web app's screens import these without loading zod (decision 068), and `moderation.ts` re-exports
// them for everyone else.

/** Reasons and reports (SPEC §6); the moderation queue (SPEC §10) builds on these. */
export const MODERATION_PATHS = {
  reasons: (targetKind: number | string) => `/reason/list/${targetKind}`,
  report: '/api/v1/report/',
} as const

export const REPORT_DETAILS_MAX = 500

// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const DETAILS_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

/** What the person can do instead of a report, for a personal reason. */
export const REPORT_ALTERNATIVES = ['hide', 'mute', 'block'] as const

// Moderator roles
// Who moderates (SPEC §3.1, §10): an admin lists, adds and removes moderators in the app; the same
// changes are `npm run admin -- grant-moderator <email>` and `revoke-moderator <email>`. Admins only.

export const MODERATOR_PATHS = {
  /** GET: the moderators and admins; POST {email}: make that account a moderator. */
  moderators: '/api/v1/moderation/moderators/',
  /** DELETE: the person stops being a moderator. */
  moderator: (publicId: string) => `/api/v1/moderation/moderators/${publicId}`,
} as const

export const STAFF_ROLES = ['moderator', 'admin'] as const

/**
 * `granted`: they moderate from their next request on. `already_moderator` and `admin` changed
 * nothing (an admin moderates already and stays an admin).
 */
export const GRANT_OUTCOMES = ['granted', 'already_moderator', 'admin'] as const

/** The refusals of these routes, by code, so the form can say each where it belongs. */
export const MODERATOR_ERROR_CODES = {
  /** 404 on grant: no account uses that address. */
  noAccount: 'NO_ACCOUNT',
  /** 404 on revoke: that person is not a moderator (or does not exist). */
  notModerator: 'NOT_MODERATOR',
  /** 409 on revoke: an admin stays an admin. */
  adminStays: 'ADMIN_STAYS',
  /** 409 on revoke: an admin cannot remove their own role. */
  ownRole: 'OWN_ROLE',
} as const
