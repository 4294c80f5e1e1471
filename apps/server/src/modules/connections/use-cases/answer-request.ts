import { connectionNotFound } from '../connection-errors'
import type { ConnectionsDeps } from '../connections-deps'
import type { ConnectionRow } from '../connections.repository'
import { viewOne } from './connection-views'

const isParty = (row: ConnectionRow, viewer: number) => row.userLow === viewer || row.userHigh === viewer

/** The row if `viewer` is the one who was asked (SPEC §6: "the author accepts or declines"), else 404. */
async function addressedTo(deps: ConnectionsDeps, id: number, viewer: number): Promise<ConnectionRow> {
  const row = await deps.connections.findById(id)
  if (!row || !isParty(row, viewer) || row.requesterId === viewer) throw connectionNotFound()
  return row
}

/**
 * Accepts a request addressed to the viewer; accepting again answers the same connection. A
 * declined request, or one withdrawn meanwhile, is not there to accept (404).
 */
export async function acceptRequest(deps: ConnectionsDeps, id: number, viewer: number) {
  const row = await addressedTo(deps, id, viewer)
  if (row.status === 'declined') throw connectionNotFound()
  if (row.status === 'pending') await deps.connections.accept(id, deps.clock.now())
  // Read again: a request withdrawn in the meantime is gone, one accepted twice is connected.
  const view = await viewOne(deps, id, viewer)
  if (!view || view.row.status !== 'connected') throw connectionNotFound()
  return view
}

/**
 * Declines a request addressed to the viewer (idempotent). The row stays declined, so the same
 * person cannot ask again; a connection is removed, not declined (404 here).
 */
export async function declineRequest(deps: ConnectionsDeps, id: number, viewer: number) {
  const row = await addressedTo(deps, id, viewer)
  if (row.status === 'connected') throw connectionNotFound()
  if (row.status === 'pending') await deps.connections.decline(id, deps.clock.now())
}

/**
 * Either person removes a connection, or withdraws or dismisses a pending request (SPEC §6).
 * Removing what is not there answers as the first removal did; a declined request stays declined
 * whoever asks (so it cannot be asked again), without saying so. Someone else's row is a 404.
 */
export async function removeConnection(deps: ConnectionsDeps, id: number, viewer: number) {
  const row = await deps.connections.findById(id)
  if (!row) return
  if (!isParty(row, viewer)) throw connectionNotFound()
  await deps.connections.remove(id)
}
