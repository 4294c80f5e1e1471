import { useCurrentSession } from '../api/get-current-session'
import { useGuideSessionStore } from '../stores/guide-session-store'

export type GuideSessionStatus =
  { kind: 'checking' } | { kind: 'none'; resumeFailed: boolean } | { kind: 'active'; sessionId: string }

/**
 * Which guide session this visit continues. A session kept on this device comes first; a signed-in
 * person without one may have a guide in progress on another device (GET /sessions/current/, 404 when
 * not); anyone else starts with consent.
 */
export function useGuideSession(signedIn: boolean): GuideSessionStatus {
  const sessionId = useGuideSessionStore((state) => state.session_id)
  const current = useCurrentSession(signedIn && sessionId === null)
  if (sessionId) return { kind: 'active', sessionId }
  if (!signedIn) return { kind: 'none', resumeFailed: false }
  if (current.isPending) return { kind: 'checking' }
  return { kind: 'none', resumeFailed: current.isError }
}
