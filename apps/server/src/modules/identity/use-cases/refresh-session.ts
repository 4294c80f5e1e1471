import type { IdentityDeps } from '../identity-deps'

/**
 * Rotates the presented refresh token (SPEC §3.4): the new tokens and the person, 'reuse' when a
 * rotated token came back (its session is ended), or null when there is nothing to refresh.
 */
export async function refreshSession(deps: IdentityDeps, presented: string | undefined) {
  const result = presented ? await deps.sessions.rotate(presented) : null
  if (!result || result === 'reuse') return result
  const user = await deps.users.findById(result.userId)
  return user ? { tokens: result.tokens, user } : null
}
