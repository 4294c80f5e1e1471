import type { ConnectStatus } from '@kindred/contract/connections'
import { connectStatus } from '../connection-rules'
import type { ConnectionsDeps } from '../connections-deps'

/** The statuses that stand for a row the viewer may act on (withdraw, accept, decline, remove). */
const WITH_ROW = new Set<ConnectStatus>(['pending_outgoing', 'pending_incoming', 'connected'])

/**
 * The viewer and the author of each memory (SPEC §6 batch status, at most 50): one statement for
 * the memories the viewer may read with the viewer's row with each named author. Links the viewer
 * may not read are `missing`, as if they did not exist. Each result carries the id of the request
 * or connection it stands for, so the page can answer it without looking it up; `none` and `self`
 * (anonymous memories included, which are always one of them) carry null.
 */
export async function getConnectStatus(deps: ConnectionsDeps, viewer: number, links: readonly string[]) {
  const asked = [...new Set(links)]
  const found = new Map(
    (await deps.connections.memoriesWithPairs(viewer, asked)).map((row) => [row.shareable_link, row]),
  )
  const results: { shareable_link: string; status: ConnectStatus; connection_id: number | null }[] = []
  const missing: string[] = []
  for (const link of asked) {
    const row = found.get(link)
    if (!row) {
      missing.push(link)
      continue
    }
    const pair =
      row.pair_id === null || row.status === null
        ? undefined
        : { requesterId: Number(row.requester_id), status: row.status }
    const status = connectStatus(viewer, { authorId: Number(row.author_id), anonymous: row.anonymous }, pair)
    results.push({
      shareable_link: link,
      status,
      connection_id: pair && WITH_ROW.has(status) ? Number(row.pair_id) : null,
    })
  }
  return { results, missing }
}
