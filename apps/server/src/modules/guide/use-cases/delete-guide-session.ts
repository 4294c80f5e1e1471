import type { GuideDeps } from '../guide-deps'
import { resolveGuideSession } from './resolve-guide-session'

/**
 * Deletes a session with its answers, report and votes; its comments stay, unlinked. A session linked
 * to an account is deleted only by that account, signed in (`viewerId`); for anyone else it is not
 * found. Nothing is linked on the way out.
 */
export async function deleteGuideSession(deps: GuideDeps, sessionId: string, viewerId: number | null) {
  const session = await resolveGuideSession(deps, sessionId, viewerId, { adopt: false })
  await deps.sessions.delete(session.id)
}
