import { timingSafeEqual } from 'node:crypto'
import { DAY, MINUTE, SECOND } from '../../lib/clock'
import { deriveToken, randomToken, sha256 } from '../../lib/secrets'

// The rules of a session's tokens (SPEC §3.4, §3.5), without I/O: how long each lasts, how a new
// session's and a refresh's tokens are made and stored, when a used refresh token coming back is a
// retry and when it is theft, and the CSRF comparison. The use cases apply them with
// sessions.repository.ts, which only reads and writes rows.

/** SPEC §3.4: access 15 min; refresh 7 days idle, 30 days absolute. */
export const ACCESS_TTL = 15 * MINUTE
export const REFRESH_IDLE_TTL = 7 * DAY
export const SESSION_ABSOLUTE_TTL = 30 * DAY
/**
 * Two requests that refresh with the same token at once (two tabs) both get the same successor,
 * derived from the presented token with the server key, instead of one of them looking like theft.
 */
export const REFRESH_GRACE = 10 * SECOND

export interface IssuedTokens {
  accessToken: string
  refreshToken: string
  /** Only on a new session: the CSRF value stays the same for the session's whole life. */
  csrfToken?: string
  absoluteExpiresAt: Date
}

const later = (now: Date, ms: number) => new Date(now.getTime() + ms)

/** What is stored of a refresh token: its hash and when it goes idle. */
const storedRefresh = (refreshToken: string, now: Date) => ({
  tokenHash: sha256(refreshToken),
  expiresAt: later(now, REFRESH_IDLE_TTL),
})

/** A new session's tokens (random), and what is stored of them: hashes and when each ends. */
export function newSessionTokens(now: Date) {
  const tokens = {
    accessToken: randomToken(),
    refreshToken: randomToken(),
    csrfToken: randomToken(),
    absoluteExpiresAt: later(now, SESSION_ABSOLUTE_TTL),
  } satisfies IssuedTokens
  return {
    tokens,
    session: {
      accessTokenHash: sha256(tokens.accessToken),
      accessExpiresAt: later(now, ACCESS_TTL),
      csrfTokenHash: sha256(tokens.csrfToken),
      absoluteExpiresAt: tokens.absoluteExpiresAt,
    },
    refresh: storedRefresh(tokens.refreshToken, now),
  }
}

/**
 * The tokens that succeed a refresh token, derived from it with the server key: the same pair
 * whether this request rotates the token or a concurrent one did within the grace period.
 */
export function successorTokens(key: string, refreshToken: string, now: Date) {
  const successor = deriveToken(key, 'refresh', refreshToken)
  const access = deriveToken(key, 'access', successor)
  return {
    accessToken: access,
    refreshToken: successor,
    access: { accessTokenHash: sha256(access), accessExpiresAt: later(now, ACCESS_TTL), lastUsedAt: now },
    refresh: storedRefresh(successor, now),
  }
}

/**
 * Whether a refresh token used at `usedAt` that comes back now is a retry (two tabs at once): within
 * the grace period, while its successor is still unused. Anything else is reuse, and the session
 * ends (SPEC §3.4).
 */
export function isRetryWithinGrace(usedAt: Date, successor: { usedAt: Date | null } | undefined, now: Date) {
  return now.getTime() - usedAt.getTime() <= REFRESH_GRACE && successor !== undefined && !successor.usedAt
}

/** Whether the X-CSRF-Token header matches the session's value (SPEC §3.5), in constant time. */
export function csrfMatches(csrfTokenHash: string, csrfHeader: string): boolean {
  const presented = sha256(csrfHeader)
  return (
    presented.length === csrfTokenHash.length &&
    timingSafeEqual(Buffer.from(presented), Buffer.from(csrfTokenHash))
  )
}
