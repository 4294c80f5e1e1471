import { sha256 } from '../../../lib/secrets'
import type { IdentityDeps } from '../identity-deps'
import { isRetryWithinGrace, successorTokens } from '../session-rules'
import type { SessionRow } from '../sessions.repository'

/**
 * Rotates the presented refresh token (SPEC §3.4): the new tokens and the person, 'reuse' when a
 * rotated token came back (its session is ended), or null when there is nothing to refresh.
 */
export async function refreshSession(deps: IdentityDeps, presented: string | undefined) {
  const result = presented ? await rotate(deps, presented) : null
  if (!result || result === 'reuse') return result
  const user = await deps.users.findById(result.userId)
  return user ? { tokens: result.tokens, user } : null
}

/**
 * Claims the refresh token and stores its successor, in one transaction. A token already used comes
 * back either as a retry within the grace period (two tabs at once: the same successor again) or as
 * reuse, when the whole session ends; an unknown or expired one gets null.
 */
async function rotate(deps: IdentityDeps, presented: string) {
  const { sessions } = deps
  const now = deps.clock.now()
  const hash = sha256(presented)
  const next = successorTokens(deps.serverKey, presented, now)
  const issued = (session: SessionRow) => ({
    tokens: {
      accessToken: next.accessToken,
      refreshToken: next.refreshToken,
      absoluteExpiresAt: session.absoluteExpiresAt,
    },
    userId: session.userId,
  })
  return sessions.transaction(async (tx) => {
    const claimed = await sessions.claimRefreshToken(hash, now, tx)
    if (claimed !== undefined) {
      const session = await sessions.findLive(claimed, now, tx)
      if (!session) return null
      await sessions.renew(session.id, next.access, next.refresh, tx)
      return issued(session)
    }
    const known = await sessions.findRefreshToken(hash, tx)
    if (!known?.usedAt) return null // unknown, or never used but expired
    const successor = await sessions.findRefreshToken(next.refresh.tokenHash, tx)
    if (isRetryWithinGrace(known.usedAt, successor, now)) {
      const session = await sessions.findLive(known.sessionId, now, tx)
      return session ? issued(session) : null
    }
    await sessions.end(known.sessionId, tx)
    return 'reuse' as const
  })
}
