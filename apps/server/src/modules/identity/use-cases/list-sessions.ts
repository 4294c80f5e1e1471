import type { IdentityDeps } from '../identity-deps'

/** The person's live sessions, most recently used first (Settings, SPEC §3.4). */
export function listSessions(deps: IdentityDeps, userId: number) {
  return deps.sessions.listActive(userId)
}
