import type { SQL } from 'drizzle-orm'
import { pageOfIds, type RowWindow } from '../../../db/page-window'
import { withValues, type ShapedStatement } from '../../../db/shaped-statements'
import type { MemoriesDeps } from '../memories-deps'
import type { MemoryRow } from '../memories.repository'
import {
  authoredIds,
  cappedIds,
  LISTED_BLOCK_SIZE,
  listedPerBlock,
  namedPublicIds,
  newestListedIds,
  topListedIds,
} from '../memory-list-statements'
import type { Viewer } from '../../../plugins/authentication'
import type { CursorSort, ListCursor } from '../list-cursor'

export interface PageRequest {
  page: number
  limit: number
}

/**
 * Where a page asked by its number far down the newest list starts: `skip` memories into those
 * older than the memory `below` (found by `placeDeepPage`).
 */
export interface ListPosition {
  below: number
  skip: number
}

/** A page asked by its number, or by where the page before ended (a cursor: `page` is then a label). */
export interface ListRequest extends PageRequest {
  cursor?: ListCursor | undefined
  position?: ListPosition | undefined
}

const TOP_WINDOW_DAYS = 30

/**
 * The rows a page reads from the top of `ids`: by number, the pages before it are skipped; by a
 * cursor, `ids` already starts after the page before, so the page is its first (decision 063); from
 * a position, `ids` starts at its block and the page is `skip` rows in (decision 079).
 */
export const windowOf = ({ page, limit, cursor, position }: ListRequest): RowWindow =>
  cursor
    ? { offset: 0, limit }
    : position
      ? { offset: position.skip, limit, near: true }
      : { offset: (page - 1) * limit, limit }

/** How many rows from the top a page needs: those it skips, its own and one more (`has_next`). */
export const depthOf = (request: ListRequest) => {
  const { offset, limit } = windowOf(request)
  return offset + limit + 1
}

/** Below this many rows skipped, walking them costs less than finding where the page starts. */
const DEEP_PAGE_OFFSET = 2 * LISTED_BLOCK_SIZE

/**
 * A page of the newest list without tags asked by its number far down: where it starts, from how
 * many memories each block of ids lists for the viewer (`listedPerBlock`), so the page reads at most
 * a block's rows before its own instead of every row above it (decision 079). Any other page as it
 * was asked. First from the blocks a list as dense as can be would need, twice over; a list that
 * thin (or a page past its end) from every block.
 */
export async function placeDeepPage<Request extends ListRequest>(
  deps: MemoriesDeps,
  viewer: Viewer | null,
  request: Request,
): Promise<Request> {
  const offset = (request.page - 1) * request.limit
  if (request.cursor || offset < DEEP_PAGE_OFFSET) return request
  for (const span of [Math.ceil((2 * offset) / LISTED_BLOCK_SIZE) + 2, Number.MAX_SAFE_INTEGER]) {
    const blocks = await deps.memories.listedPerBlock(listedPerBlock(viewer, span))
    let above = 0
    for (const { block, listed } of blocks) {
      if (above + listed > offset)
        return { ...request, position: { below: (block + 1) * LISTED_BLOCK_SIZE, skip: offset - above } }
      above += listed
    }
    // Every block was read: the page is past the list's end, and empty.
    if ((blocks[0]?.lowest ?? 0) === 0 && blocks.length > 0) break
  }
  return { ...request, position: { below: 0, skip: 0 } }
}

/** One row more than the page: `has_next` without counting the table. */
async function readPage(deps: MemoriesDeps, viewer: Viewer | null, ids: SQL, request: ListRequest) {
  const rows = await deps.memories.list(pageOfIds(ids, windowOf(request)), viewer?.userId ?? null)
  return { rows: rows.slice(0, request.limit), hasNext: rows.length > request.limit }
}

/**
 * Where the page after the one ending with `last` starts, in the list's order (decision 063). A top
 * memory's score is its votes and me-toos (what memory_scores holds, kept by its triggers in the
 * same transaction), read in the statement that ranked it.
 */
export function cursorAfter(
  sort: CursorSort,
  last: { id: string; vote_count: number; me_too_count: number },
): ListCursor {
  const id = Number(last.id)
  return sort === 'newest' ? { sort, id } : { sort, id, score: last.vote_count + last.me_too_count }
}

/**
 * The feed (SPEC §5.2): what the viewer may see, minus what they hid, newest first; or `top`, the
 * memories of the last 30 days with the most votes and me-toos. The ids, in order, unbounded, as a
 * shaped statement (db/shaped-statements.ts).
 */
export function feedIds(
  deps: MemoriesDeps,
  viewer: Viewer | null,
  request: ListRequest & { sort: 'newest' | 'top' },
): ShapedStatement {
  const { cursor } = request
  if (request.sort === 'newest')
    return placed(
      request,
      newestListedIds(
        viewer,
        [],
        depthOf(request),
        cursor?.sort === 'newest' ? cursor.id : request.position?.below,
      ),
    )
  const since = new Date(deps.clock.now().getTime() - TOP_WINDOW_DAYS * 86_400_000)
  return topListedIds(viewer, since, cursor?.sort === 'top' ? cursor : undefined)
}

/** The feed's page (see feedIds). */
export function listFeed(
  deps: MemoriesDeps,
  viewer: Viewer | null,
  request: ListRequest & { sort: 'newest' | 'top' },
) {
  return readPage(deps, viewer, withValues(feedIds(deps, viewer, request)), request)
}

/** The snippets' memories (see listSnippets): their ids, in order, unbounded. */
export const snippetIds = (viewer: Viewer | null, request: ListRequest & { tagIds: number[] }) =>
  placed(
    request,
    newestListedIds(viewer, request.tagIds, depthOf(request), request.cursor?.id ?? request.position?.below),
  )

/** A placed page's ids capped at the most rows it can need: a block's and the page's (see `cappedIds`). */
const placed = (request: ListRequest, ids: ShapedStatement): ShapedStatement =>
  request.position ? cappedIds(ids, LISTED_BLOCK_SIZE + request.limit + 1) : ids

/** Recent memories for the snippets of /memories, optionally with any of some tags. */
export function listSnippets(
  deps: MemoriesDeps,
  viewer: Viewer | null,
  request: ListRequest & { tagIds: number[] },
) {
  return readPage(deps, viewer, withValues(snippetIds(viewer, request)), request)
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
