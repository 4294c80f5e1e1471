import { findReadableMemories, type MemoryAccess } from '../../../access'
import type { ConnectionsDeps } from '../connections-deps'
import type { ConnectionViewRow } from '../connections.repository'

/** Rows as one person sees them, with the memories behind them that this person may read. */
export interface ConnectionViews {
  rows: ConnectionViewRow[]
  readable: ReadonlyMap<string, MemoryAccess>
}

/** The memories the rows came from that `viewer` may read: one statement for the whole page. */
export async function withReadableMemories(
  deps: ConnectionsDeps,
  viewer: number,
  rows: ConnectionViewRow[],
): Promise<ConnectionViews> {
  const links = rows.flatMap((row) => (row.memory_link === null ? [] : [row.memory_link]))
  return { rows, readable: await findReadableMemories(deps.db, viewer, links) }
}

/** One request or connection as `viewer` sees it, or null. */
export async function viewOne(deps: ConnectionsDeps, id: number, viewer: number) {
  const row = await deps.connections.findView(id, viewer)
  if (!row) return null
  const { readable } = await withReadableMemories(deps, viewer, [row])
  return { row, readable }
}
