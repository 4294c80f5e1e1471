import type { GuideDeps } from '../guide-deps'

/** The retention purge: every expired session and everything hanging off it. Returns how many. */
export const purgeExpiredGuideSessions = (deps: GuideDeps) => deps.sessions.deleteExpired(deps.clock.now())
