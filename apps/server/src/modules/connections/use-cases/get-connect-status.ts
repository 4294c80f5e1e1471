import type { ConnectStatus } from '@kindred/contract/connections'
import { findReadableMemories } from '../../memories'
import { connectStatus, type PairState } from '../connection-rules'
import type { ConnectionsDeps } from '../connections-deps'

/**
 * The viewer and the author of each memory (SPEC §6 batch status, at most 50): one statement for
 * the memories the viewer may read, one for the viewer's rows with their authors. Links the viewer
 * may not read are `missing`, as if they did not exist.
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
  const pairs = new Map<number, PairState>()
  for (const row of await deps.connections.pairsWith(viewer, [...authors])) {
    pairs.set(row.userLow === viewer ? row.userHigh : row.userLow, row)
  }
  const results: { shareable_link: string; status: ConnectStatus }[] = []
  const missing: string[] = []
  for (const link of asked) {
    const memory = memories.get(link)
    if (!memory) missing.push(link)
    else
      results.push({
        shareable_link: link,
        status: connectStatus(viewer, memory, pairs.get(memory.authorId)),
      })
  }
  return { results, missing }
}
