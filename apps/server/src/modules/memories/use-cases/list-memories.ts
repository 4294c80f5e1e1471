import { sql, type SQL } from 'drizzle-orm'
import { USER_MEMORIES_LIMIT } from '@kindred/contract/limits'
import { blockedEitherWay } from '../../../db/people-relations'
import type { MemoriesDeps } from '../memories-deps'
import type { MemoryRow } from '../memories.repository'
import { listedWhere, newestListedIds } from '../memory-visibility'
import { pageWindow } from '../../../db/page-window'
import type { Viewer } from '../../../plugins/authentication'

export interface PageRequest {
  page: number
  limit: number
}

const TOP_WINDOW_DAYS = 30

/** How many rows from the top a page needs: those it skips, its own and one more (`has_next`). */
export const depthOf = ({ page, limit }: PageRequest) => page * limit + 1

/** One row more than the page: `has_next` without counting the table. `extra` adds columns (see hydrate). */
export async function readPage<Extra extends object = object>(
  deps: MemoriesDeps,
  viewer: Viewer | null,
  ids: SQL,
  { page, limit }: PageRequest,
  extra?: SQL,
) {
  const rows = await deps.memories.list<Extra>(
    sql`${ids} ${pageWindow(limit + 1, (page - 1) * limit)}`,
    viewer?.userId ?? null,
    extra,
  )
  return { rows: rows.slice(0, limit), hasNext: rows.length > limit }
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
  const since = new Date(deps.clock.now().getTime() - TOP_WINDOW_DAYS * 86_400_000)
  // memory_scores holds the month's memories with their score (migration 0011): read from the best
  // score down, each row checked against the memory's own rules, a page costs the same at any size.
  return sql`select m.id from memory_scores s join memories m on m.id = s.memory_id
      where s.created_at >= ${since.toISOString()} and ${listedWhere(viewer, [])}
      order by s.score desc, s.memory_id desc`
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
  return readPage(
    deps,
    viewer,
    sql`select id from memories where author_id = ${viewer.userId} order by id desc`,
    request,
  )
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
  const excluded = exclude ? sql` and m.hash_id <> ${exclude}` : sql``
  // Blocking hides each from the other (SPEC §6), here as in every list.
  const unblocked = viewer ? sql` and not ${blockedEitherWay(viewer.userId, sql`m.author_id`)}` : sql``
  return deps.memories.list(
    sql`select m.id from memories m join users u on u.id = m.author_id
      where u.public_id = ${publicId} and m.visibility = 'public' and m.moderation_state is null and not m.anonymous${excluded}${unblocked}
      order by m.id desc limit ${Math.min(limit, USER_MEMORIES_LIMIT)}`,
    viewer?.userId ?? null,
  )
}
