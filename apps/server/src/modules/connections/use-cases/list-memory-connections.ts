import { CONNECTIONS_PAGE_SIZE } from '@kindred/contract/connections'
import { findReadableMemory } from '../../../access'
import { memoryNotFound } from '../connection-errors'
import type { ConnectionsDeps } from '../connections-deps'
import type { ConnectedPersonRow } from '../connections.repository'

/**
 * The people connected through a memory (SPEC §6): listed, newest first, for its author only;
 * everyone else who may read the memory learns how many there are, never who. The same holds for
 * an anonymous memory: the author sees the list, others the total.
 */
export async function listMemoryConnections(
  deps: ConnectionsDeps,
  viewer: number | null,
  { shareable_link, page }: { shareable_link: string; page: number },
) {
  const memory = await findReadableMemory(deps.db, viewer, { shareableLink: shareable_link })
  if (!memory) throw memoryNotFound()
  const limit = CONNECTIONS_PAGE_SIZE
  const total = await deps.connections.countByMemory(memory.id)
  let rows: ConnectedPersonRow[] = []
  if (memory.authorId === viewer && total > 0) {
    rows = await deps.connections.listByMemory(memory.id, memory.authorId, {
      offset: (page - 1) * limit,
      limit,
    })
  }
  return { rows: rows.slice(0, limit), total, page, limit, hasNext: rows.length > limit }
}
