import { CONNECTIONS_PAGE_SIZE } from '@kindred/contract/connections'
import type { ConnectionsDeps } from '../connections-deps'
import { withReadableMemories } from './connection-views'

/**
 * The viewer's connections, or their pending requests both ways, newest first, ten a page
 * (SPEC §6): one statement for the page, one for the memories it names; has_next from one row more.
 */
export async function listMyConnections(
  deps: ConnectionsDeps,
  viewer: number,
  { status, page }: { status: 'pending' | 'connected'; page: number },
) {
  const limit = CONNECTIONS_PAGE_SIZE
  const rows = await deps.connections.listMine(viewer, status, { offset: (page - 1) * limit, limit })
  const views = await withReadableMemories(deps, viewer, rows.slice(0, limit))
  return { ...views, page, limit, hasNext: rows.length > limit }
}
