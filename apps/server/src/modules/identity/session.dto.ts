import type { Language } from '@kindred/contract/languages'
import { deviceIn } from './cookies'
import type { SessionRow } from './sessions.repository'

/** One of the person's sessions as the list in Settings shows it (SessionsResponseSchema), in `language`. */
export function toSessionDto(session: SessionRow, currentSessionId: number, language: Language) {
  return {
    id: session.publicId,
    created_at: session.createdAt.toISOString(),
    last_used_at: session.lastUsedAt.toISOString(),
    device: deviceIn(session.device, language),
    current: session.id === currentSessionId,
  }
}
