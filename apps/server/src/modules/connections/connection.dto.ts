import type {
  ConnectedPerson,
  Connection,
  InteractionSettings,
  ListedPerson,
} from '@kindred/contract/connections'
import type { MemoryAccess } from '../../access'
import { memoryShownTo } from './connection-rules'
import type { ConnectedPersonRow, ConnectionViewRow } from './connections.repository'
import type { SettingsValues } from './interaction-settings.repository'
import type { ListedPersonRow } from './people.repository'

const iso = (value: Date | string) => new Date(value).toISOString()

/**
 * A request or connection as `viewer` sees it; `readable` holds the memories they may read, by
 * link, so the memory is named only while they may (see memoryShownTo).
 */
export function toConnectionDto(
  row: ConnectionViewRow,
  viewer: number,
  readable: ReadonlyMap<string, MemoryAccess>,
): Connection {
  const memory = row.memory_link === null ? undefined : readable.get(row.memory_link)
  return {
    id: Number(row.id),
    // Lists and answers only carry live rows; a declined one never reaches a DTO.
    status: row.status === 'connected' ? 'connected' : 'pending',
    direction: Number(row.requester_id) === viewer ? 'outgoing' : 'incoming',
    person: { public_id: row.other_public_id, display_name: row.other_display_name },
    message: row.message,
    memory:
      memory && memoryShownTo(viewer, memory)
        ? { shareable_link: memory.shareableLink, title: memory.title }
        : null,
    created_at: iso(row.created_at),
    responded_at: row.responded_at === null ? null : iso(row.responded_at),
  }
}

export const toConnectedPersonDto = (row: ConnectedPersonRow): ConnectedPerson => ({
  public_id: row.public_id,
  display_name: row.display_name,
  connected_at: iso(row.responded_at),
})

export const toListedPersonDto = (row: ListedPersonRow): ListedPerson => ({
  public_id: row.publicId,
  display_name: row.displayName,
  since: iso(row.since),
})

export const toSettingsDto = (settings: SettingsValues): InteractionSettings => ({
  accepts_connection_requests: settings.acceptsConnectionRequests,
  listed_as_voter: settings.listedAsVoter,
})
