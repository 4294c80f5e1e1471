import type { SQL } from 'drizzle-orm'
import { pageOfIds, type RowWindow } from '../../../db/page-window'
import { withValues, type ShapedStatement } from '../../../db/shaped-statements'
import type { MemoriesDeps } from '../memories-deps'
import type { MemoryRow } from '../memories.repository'
import {
  authoredIds,
  LISTED_BLOCK_SIZE,
  namedPublicIds,
  newestListedIds,
  placedNewestIds,
  topListedIds,
} from '../memory-list-statements'
import type { Viewer } from '../../../plugins/authentication'
import type { CursorSort, ListCursor } from '../list-cursor'
import type { MemoryLanguage } from '@kindred/contract/memories-constants'

export interface PageRequest {
  page: number
  limit: number
}

/** A page asked by its number, or by where the page before ended (a cursor: `page` is then a label). */
export interface ListRequest extends PageRequest {
  cursor?: ListCursor | undefined
  /** Far down the newest list without tags: found in the statement that reads it (`placeDeepPage`). */
  placed?: boolean | undefined
  /** Only memories written in this language (decision 082). */
  language?: MemoryLanguage | undefined
}

const TOP_WINDOW_DAYS = 30

/**
 * The rows a page reads from the top of `ids`: by number, the pages before it are skipped; by a
 * cursor, `ids` already starts after the page before, and a placed page's ids start at the page
 * (decisions 063, 079): the page is their first rows.
 */
export const windowOf = ({ page, limit, cursor, placed }: ListRequest): RowWindow =>
  cursor || placed ? { offset: 0, limit } : { offset: (page - 1) * limit, limit }

/** How many rows from the top a page needs: those it skips, its own and one more (`has_next`). */
export const depthOf = (request: ListRequest) => {
  const { offset, limit } = windowOf(request)
  return offset + limit + 1
}

/** Below this many rows skipped, walking them costs less than finding where the page starts. */
const DEEP_PAGE_OFFSET = 2 * LISTED_BLOCK_SIZE

/**
 * A page of the newest list without tags asked by its number far down is placed by the statement
 * that reads it (`placedNewestIds`, decision 079), reading at most a block's rows before its own
 * instead of every row above it. Any other page as it was asked: one narrowed to a language too,
 * since the blocks count every language's memories together (decision 082); its rows above the
 * page are walked in the language's own index entries.
 */
export function placeDeepPage<Request extends ListRequest>(request: Request): Request {
  const offset = (request.page - 1) * request.limit
  return request.cursor || request.language || offset < DEEP_PAGE_OFFSET
    ? request
    : { ...request, placed: true }
}

/** The ids of a newest list without tags: placed far down, after a cursor, or from the top. */
function newestIds(viewer: Viewer | null, request: ListRequest, below: number | undefined) {
  return request.placed
    ? placedNewestIds(viewer, (request.page - 1) * request.limit, request.limit)
    : newestListedIds(viewer, [], depthOf(request), { below, language: request.language })
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
    return newestIds(viewer, request, cursor?.sort === 'newest' ? cursor.id : undefined)
  const since = new Date(deps.clock.now().getTime() - TOP_WINDOW_DAYS * 86_400_000)
  return topListedIds(viewer, since, cursor?.sort === 'top' ? cursor : undefined, request.language)
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
  request.tagIds.length === 0
    ? newestIds(viewer, request, request.cursor?.id)
    : newestListedIds(viewer, request.tagIds, depthOf(request), {
        below: request.cursor?.id,
        language: request.language,
      })

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
