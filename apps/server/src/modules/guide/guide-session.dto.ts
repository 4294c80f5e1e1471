import type { GuideSession } from '@kindred/contract/guide'

/** A session as its holder sees it: the key itself, never stored in clear, and when it expires. */
export const toGuideSessionDto = (session: { key: string; expiresAt: Date }): GuideSession => ({
  session_id: session.key,
  expires_at: session.expiresAt.toISOString(),
})
