import type { SQL } from 'drizzle-orm'
import { pageOfIds } from '../../../db/page-window'
import type { MemoriesDeps } from '../memories-deps'
import type { MemoryRow } from '../memories.repository'
import { authoredIds, namedPublicIds, newestListedIds, topListedIds } from '../memory-visibility'
import type { Viewer } from '../../../plugins/authentication'

export interface PageRequest {
  page: number
  limit: number
}

const TOP_WINDOW_DAYS = 30

/** How many rows from the top a page needs: those it skips, its own and one more (`has_next`). */
export const depthOf = ({ page, limit }: PageRequest) => page * limit + 1

/** One row more than the page: `has_next` without counting the table. */
async function readPage(deps: MemoriesDeps, viewer: Viewer | null, ids: SQL, request: PageRequest) {
  const rows = await deps.memories.list(pageOfIds(ids, request), viewer?.userId ?? null)
  return { rows: rows.slice(0, request.limit), hasNext: rows.length > request.limit }
}

/**
 * The feed (SPEC §5.2): what the viewer may see, minus what they hid, newest first; or `top`, the
 * memories of the last 30 days with the most votes and me-toos. The ids, in order, unbounded.
 */
export function feedIds(
  deps: MemoriesDeps,
  viewer: Viewer | null,
  request: PageRequest & { sort: 'newest' | 'top' },
): SQL {
  if (request.sort === 'newest') return newestListedIds(viewer, [], depthOf(request))
  return topListedIds(viewer, new Date(deps.clock.now().getTime() - TOP_WINDOW_DAYS * 86_400_000))
}

/** The feed's page (see feedIds). */
export function listFeed(
  deps: MemoriesDeps,
  viewer: Viewer | null,
  request: PageRequest & { sort: 'newest' | 'top' },
) {
  return readPage(deps, viewer, feedIds(deps, viewer, request), request)
}

/** The snippets' memories (see listSnippets): their ids, in order, unbounded. */
export const snippetIds = (viewer: Viewer | null, request: PageRequest & { tagIds: number[] }) =>
  newestListedIds(viewer, request.tagIds, depthOf(request))

/** Recent memories for the snippets of /memories, optionally with any of some tags. */
export function listSnippets(
  deps: MemoriesDeps,
  viewer: Viewer | null,
  request: PageRequest & { tagIds: number[] },
) {
  return readPage(deps, viewer, snippetIds(viewer, request), request)
}

/** Everything the person wrote, private ones included, newest first. */
export function listMyMemories(deps: MemoriesDeps, viewer: Viewer, request: PageRequest) {
  return readPage(deps, viewer, authoredIds(viewer.userId), request)
}

/**
 * Up to five other public memories a person shared under their name (SPEC §5.2): anonymous ones
 * never, so an anonymous memory cannot be tied to its author this way.
 */
export async function listUserMemories(
  deps: MemoriesDeps,
  viewer: Viewer | null,
  publicId: string,
  limit: number,
  exclude: string | undefined,
): Promise<MemoryRow[]> {
  return deps.memories.list(namedPublicIds(publicId, viewer, limit, exclude), viewer?.userId ?? null)
}
