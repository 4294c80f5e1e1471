import { DEFAULT_RATE_LIMITS, type RateLimitName } from '../src/rate-limits'

/**
 * The RATE_LIMITS setting with these limits out of the way, for suites that make many requests from
 * one test address. The limits themselves have their own suites (rate-limits.test.ts and others).
 */
export function liftedLimits(...names: RateLimitName[]): string {
  const many = { limit: 100_000, windowMs: 3_600_000 }
  return JSON.stringify({ ...DEFAULT_RATE_LIMITS, ...Object.fromEntries(names.map((n) => [n, many])) })
}

/** What every suite of signed-up people sharing memories reaches: signing up and in, and sharing. */
export const MEMBER_LIMITS: readonly RateLimitName[] = [
  'loginPerIp',
  'mailRequestsPerIp',
  'memoriesPerUser',
  'newAccountMemoriesPerDay',
  'memoryChangesPerUser',
]
