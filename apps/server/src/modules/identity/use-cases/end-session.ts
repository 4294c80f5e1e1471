import { AppError } from '../../../lib/app-error'
import type { IdentityDeps } from '../identity-deps'

/** Ends one of the person's own sessions (Settings); 404 for anyone else's or an ended one. Returns its id. */
export async function endSession(deps: IdentityDeps, userId: number, sessionPublicId: string) {
  const target = await deps.sessions.findByPublicId(userId, sessionPublicId)
  if (!target) throw new AppError(404, 'NOT_FOUND', 'identity.sessionNotYours')
  await deps.sessions.end(target.id)
  return target.id
}
