import { CONNECTIONS_PAGE_SIZE } from '@kindred/contract/connections'
import type { ConnectionsDeps } from '../connections-deps'

/** The people the viewer blocked or muted, latest first, ten a page, so they can undo it. */
export async function listPeople(
  deps: ConnectionsDeps,
  viewer: number,
  kind: 'blocked' | 'muted',
  page: number,
) {
  const limit = CONNECTIONS_PAGE_SIZE
  const request = { offset: (page - 1) * limit, limit }
  const rows =
    kind === 'blocked'
      ? await deps.people.listBlocked(viewer, request)
      : await deps.people.listMuted(viewer, request)
  return { rows: rows.slice(0, limit), page, limit, hasNext: rows.length > limit }
}
