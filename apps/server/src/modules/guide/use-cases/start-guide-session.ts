import { GUIDE_CONSENT_VERSION } from '@kindred/contract/guide'
import { randomToken, sha256 } from '../../../lib/secrets'
import type { GuideDeps } from '../guide-deps'
import { expiryFrom } from '../guide-session-lifetime'

/**
 * Starts a guide session once the person consented (SPEC §4.3). The id is the visitor's key: 256
 * random bits, stored only as a SHA-256 hash (and sealed when linked to an account, to resume it).
 */
export async function startGuideSession(deps: GuideDeps, userId: number | null) {
  const key = randomToken()
  const now = deps.clock.now()
  const expiresAt = expiryFrom(now)
  await deps.sessions.insert({
    keyHash: sha256(key),
    keySealed: userId === null ? null : deps.box.seal(key),
    userId,
    consentVersion: GUIDE_CONSENT_VERSION,
    consentedAt: now,
    createdAt: now,
    lastActiveAt: now,
    expiresAt,
  })
  return { key, expiresAt }
}
