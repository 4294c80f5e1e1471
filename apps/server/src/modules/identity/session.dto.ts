import type { SessionRow } from './sessions.repository'

/** One of the person's sessions as the list in Settings shows it (SessionsResponseSchema). */
export function toSessionDto(session: SessionRow, currentSessionId: number) {
  return {
    id: session.publicId,
    created_at: session.createdAt.toISOString(),
    last_used_at: session.lastUsedAt.toISOString(),
    device: session.device,
    current: session.id === currentSessionId,
  }
}
