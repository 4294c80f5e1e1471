import type { GuideDeps } from '../guide-deps'
import { resolveGuideSession } from './resolve-guide-session'

/** Deletes a session with its answers, report and votes; its comments stay, unlinked. */
export async function deleteGuideSession(deps: GuideDeps, sessionId: string) {
  const session = await resolveGuideSession(deps, sessionId)
  await deps.sessions.delete(session.id)
}
