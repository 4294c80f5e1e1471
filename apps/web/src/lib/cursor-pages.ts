import { ApiError } from './api-error'

/**
 * Lists that go on by a cursor (decision 063): each page's `next_cursor` says where the next one
 * starts, so a deep page costs the server what the first costs. The start of every page a list has
 * shown is kept for the tab's life, so "Newer" goes back by cursor too; a page whose start is not
 * known here (after a reload without one) is asked by its number.
 */
export function cursorTrail(max = 500) {
  const starts = new Map<string, string>()
  const key = (list: string, page: number) => `${list}#${page}`
  return {
    /** Keeps where the page after `page` of `list` starts. */
    remember(list: string, page: number, nextCursor: string | undefined) {
      if (nextCursor === undefined) return
      starts.delete(key(list, page + 1))
      starts.set(key(list, page + 1), nextCursor)
      // The oldest first: a long walk down a list keeps its latest pages.
      if (starts.size > max) starts.delete(starts.keys().next().value!)
    },
    /** Where page `page` of `list` starts, if this tab has seen the page before it; page 1 needs none. */
    startOf(list: string, page: number): string | undefined {
      return page > 1 ? starts.get(key(list, page)) : undefined
    },
  }
}

/**
 * A page read from its cursor, or by its number when the server no longer takes the cursor (one kept
 * in an address across a change of the server's key): the person still gets that page.
 */
export async function readByCursor<T>(
  cursor: string | undefined,
  read: (cursor: string | undefined) => Promise<T>,
): Promise<T> {
  if (cursor === undefined) return read(undefined)
  try {
    return await read(cursor)
  } catch (error) {
    if (error instanceof ApiError && error.code === 'CURSOR_INVALID') return read(undefined)
    throw error
  }
}
