import { z } from 'zod'
import { DAY, HOUR, MINUTE } from './lib/clock'

const Rule = z.object({ limit: z.number().int().positive(), windowMs: z.number().int().positive() })
export type RateLimitRule = z.infer<typeof Rule>

/** SPEC §3.6. Configuration, not constants: RATE_LIMITS='{"loginPerIp":{"limit":30}}' overrides any. */
export const DEFAULT_RATE_LIMITS = {
  loginPerIp: { limit: 10, windowMs: MINUTE },
  /** Failed logins for one address; a browser that signed in to it before is exempt (no lock-out). */
  loginFailuresPerEmail: { limit: 20, windowMs: HOUR },
  /**
   * Quick exits' sign-outs from one address (decision 056): a person may leave many times a day; a
   * wall only for a script. Past it the page has left anyway, still signed in as after a quick exit before.
   */
  quickExitSignOutsPerIp: { limit: 60, windowMs: MINUTE },
  /** Register, resend and forgot: past this the answer is the same, but no more mail is sent. */
  mailPerAddress: { limit: 5, windowMs: HOUR },
  mailRequestsPerIp: { limit: 30, windowMs: HOUR },
  tokenConfirmationsPerIp: { limit: 20, windowMs: HOUR },
  /** Verification and change requests by a signed-in person. */
  accountRequestsPerUser: { limit: 10, windowMs: HOUR },
  exportsPerUser: { limit: 5, windowMs: DAY },
  /** New guide sessions from one address (each needs consent; a person needs one or two). */
  guideSessionsPerIp: { limit: 30, windowMs: HOUR },
  /** Answers, votes and report builds from one address: generous for a person, a wall for a script. */
  guideWritesPerIp: { limit: 1200, windowMs: HOUR },
  /** Comments on report sections, and reports of comments, from one address. */
  guideCommentsPerIp: { limit: 20, windowMs: HOUR },
  /** New memories by one person (SPEC §3.6). */
  memoriesPerUser: { limit: 10, windowMs: HOUR },
  /** New memories by an account in its first day (SPEC §3.6; `NEW_ACCOUNT_HOURS`), on top of the above. */
  newAccountMemoriesPerDay: { limit: 3, windowMs: DAY },
  /** Edits, deletes, hides and preference changes by one person: plenty for a person, a wall for a script. */
  memoryChangesPerUser: { limit: 300, windowMs: HOUR },
  /** Comments and replies by one person (SPEC §3.6). */
  commentsPerUser: { limit: 30, windowMs: HOUR },
  /** Me-toos, loves, votes and feedback phrases, given or taken back, by one person (SPEC §3.6). */
  reactionsPerUser: { limit: 300, windowMs: HOUR },
  /** Requests to connect by one person (SPEC §3.6; none in an account's first day). */
  connectionRequestsPerUser: { limit: 20, windowMs: DAY },
  /** Reports of content or people by one person (SPEC §3.6). */
  reportsPerUser: { limit: 20, windowMs: DAY },
  /** Answering requests, removing connections, blocking, muting and settings, by one person. */
  peopleChangesPerUser: { limit: 300, windowMs: HOUR },
  /** Marking notifications read or seen, and choosing their types, by one person. */
  notificationChangesPerUser: { limit: 1200, windowMs: HOUR },
  /**
   * One-click unsubscribes (and their page's redirects) from one address. The links are signed, so
   * this only spares the server; generous, as a large mail provider posts from few addresses.
   */
  unsubscribeLinksPerIp: { limit: 300, windowMs: HOUR },
  /** Devices added to or taken from push by one person (a browser subscribes once, again when its push service renews it). */
  pushDevicesPerUser: { limit: 60, windowMs: HOUR },
  /** Notification streams opened by one person (a browser reconnects after each drop). */
  notificationStreamsPerUser: { limit: 600, windowMs: HOUR },
} satisfies Record<string, RateLimitRule>

export type RateLimitName = keyof typeof DEFAULT_RATE_LIMITS
export type RateLimits = Record<RateLimitName, RateLimitRule>

export function parseRateLimits(json: string | undefined): RateLimits {
  if (!json) return { ...DEFAULT_RATE_LIMITS }
  const overrides = z
    .partialRecord(z.enum(Object.keys(DEFAULT_RATE_LIMITS) as [RateLimitName]), Rule.partial())
    .parse(JSON.parse(json))
  const merged = { ...DEFAULT_RATE_LIMITS } as RateLimits
  for (const [name, rule] of Object.entries(overrides) as [RateLimitName, Partial<RateLimitRule>][]) {
    merged[name] = { ...merged[name], ...rule }
  }
  return merged
}
