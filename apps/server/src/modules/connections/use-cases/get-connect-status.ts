import type { ConnectStatus } from '@kindred/contract/connections'
import { findReadableMemories } from '../../memories'
import { connectStatus, type PairState } from '../connection-rules'
import type { ConnectionsDeps } from '../connections-deps'

/** The statuses that stand for a row the viewer may act on (withdraw, accept, decline, remove). */
const WITH_ROW = new Set<ConnectStatus>(['pending_outgoing', 'pending_incoming', 'connected'])

/**
 * The viewer and the author of each memory (SPEC §6 batch status, at most 50): one statement for
 * the memories the viewer may read, one for the viewer's rows with their authors. Links the viewer
 * may not read are `missing`, as if they did not exist. Each result carries the id of the request
 * or connection it stands for, so the page can answer it without looking it up; `none` and `self`
 * (anonymous memories included, which are always one of them) carry null.
 */
export async function getConnectStatus(deps: ConnectionsDeps, viewer: number, links: readonly string[]) {
  const asked = [...new Set(links)]
  const memories = await findReadableMemories(deps.db, viewer, asked)
  // Anonymous memories are never looked up: their answer must not depend on who wrote them.
  const authors = new Set(
    [...memories.values()]
      .filter((memory) => !memory.anonymous && memory.authorId !== viewer)
      .map((memory) => memory.authorId),
  )
  const pairs = new Map<number, PairState & { id: number }>()
  for (const row of await deps.connections.pairsWith(viewer, [...authors])) {
    pairs.set(row.userLow === viewer ? row.userHigh : row.userLow, row)
  }
  const results: { shareable_link: string; status: ConnectStatus; connection_id: number | null }[] = []
  const missing: string[] = []
  for (const link of asked) {
    const memory = memories.get(link)
    if (!memory) {
      missing.push(link)
      continue
    }
    const pair = pairs.get(memory.authorId)
    const status = connectStatus(viewer, memory, pair)
    const connectionId = pair && WITH_ROW.has(status) ? pair.id : null
    results.push({ shareable_link: link, status, connection_id: connectionId })
  }
  return { results, missing }
}
