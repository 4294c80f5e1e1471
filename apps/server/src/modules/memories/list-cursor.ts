import { AppError } from '../../lib/app-error'
import type { SealedBox } from '../../lib/sealed-box'

/**
 * Where a list's next page starts (decision 063): the last item shown, by the list's own order.
 * Newest-first lists (the feed's newest, the snippets) go on below the memory `id`; the top feed
 * below (`score`, `id`), the score as the person saw it on that item.
 */
export type ListCursor = { sort: 'newest'; id: number } | { sort: 'top'; score: number; id: number }

/** What a cursor was: a newest-first list's (`newest`) or the top feed's (`top`). */
export type CursorSort = ListCursor['sort']

const invalid = () => new AppError(400, 'CURSOR_INVALID', 'memories.cursorInvalid')

const NEWEST = /^n\.([1-9]\d{0,15})$/
const TOP = /^t\.(0|-?[1-9]\d{0,9})\.([1-9]\d{0,15})$/
const INT4_MAX = 2 ** 31 - 1

const positiveId = (text: string) => {
  const id = Number(text)
  return Number.isSafeInteger(id) ? id : null
}

/**
 * The text inside a cursor. It holds a memory's internal id, which never leaves the server
 * (decision 026): the client gets it sealed (`ListCursors`).
 */
export function cursorText(cursor: ListCursor): string {
  return cursor.sort === 'newest' ? `n.${cursor.id}` : `t.${cursor.score}.${cursor.id}`
}

/** The cursor in `text`, or null when it is none. */
export function parseCursorText(text: string): ListCursor | null {
  const newest = NEWEST.exec(text)
  if (newest) {
    const id = positiveId(newest[1]!)
    return id === null ? null : { sort: 'newest', id }
  }
  const top = TOP.exec(text)
  if (top) {
    const score = Number(top[1])
    const id = positiveId(top[2]!)
    if (id === null || Math.abs(score) > INT4_MAX) return null
    return { sort: 'top', score, id }
  }
  return null
}

/** Sealing and opening cursors with the server's key: opaque to clients and not forgeable. */
export function listCursors(box: SealedBox) {
  return {
    seal: (cursor: ListCursor) => box.seal(cursorText(cursor)),
    /**
     * The cursor a list was given, for a list ordered by `sort`, or undefined without one. Anything
     * this server did not seal, or sealed for another order, is a 400 (`CURSOR_INVALID`): the
     * request changes nothing.
     */
    open(sealed: string | undefined, sort: CursorSort): ListCursor | undefined {
      if (sealed === undefined) return undefined
      const text = box.open(sealed)
      const cursor = text === null ? null : parseCursorText(text)
      if (!cursor || cursor.sort !== sort) throw invalid()
      return cursor
    },
  }
}
export type ListCursors = ReturnType<typeof listCursors>
