import type { Db } from '../../db/client'
import type { ContentSubjectAdapter, OwnFacts, ReportableSubject } from '../../lib/subjects'
import { commentIdFrom } from './comment-rules'

/** One table of comments as moderation needs it: the statements that differ from kind to kind. */
export interface CommentTable {
  kind: 'comment' | 'guide_comment'
  /** The comment `id` as `reader` may see it, or null when it is not there for them. */
  readable(reader: number, id: number): Promise<Omit<ReportableSubject, 'id'> | null>
  /** Each of `ids` that still exists, with the memory it is on (null for a report section's). */
  rows(ids: readonly number[], tx: Db): Promise<{ id: number; memoryId: number | null; body: string }[]>
  setModeration: ContentSubjectAdapter['setModeration']
  setAsideOf?: (id: number, author: number) => Promise<boolean>
}

/**
 * A comments table as a subject of reports and decisions (decision 046): both kinds of comment are
 * named by their id in the API, read and described the same way, and only their statements differ
 * (decision 051). `db` is for the reads outside a decision's transaction.
 */
export function commentSubject(db: Db, table: CommentTable): ContentSubjectAdapter {
  const setAsideOf = table.setAsideOf
  return {
    kind: table.kind,

    // Its reports outlive it (a memory erased with its comments): a decision on them names the id.
    idOf: async (key) => commentIdFrom(key),

    async findReadable(reader, key) {
      const id = commentIdFrom(key)
      if (id === null) return null
      const found = await table.readable(reader, id)
      return found && { id, ...found }
    },

    async describe(ids, tx = db) {
      if (ids.length === 0) return new Map()
      const rows = await table.rows(ids, tx)
      return new Map(
        rows.map((row): [number, OwnFacts] => [
          row.id,
          {
            publicKey: String(row.id),
            memoryId: row.memoryId,
            // What notifications point at: a memory's comment; a report section's has nowhere to point.
            commentId: table.kind === 'comment' ? row.id : null,
            text: row.body,
          },
        ]),
      )
    },

    setModeration: table.setModeration,

    ...(setAsideOf && {
      async setAsideOf(key: string, author: number) {
        const id = commentIdFrom(key)
        return id !== null && (await setAsideOf(id, author)) ? id : null
      },
    }),
  }
}
