import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { blockedFromComment } from '../../db/people-relations'
import { queryRows } from '../../lib/query-rows'

/** What a report is about, as the moderator will see it: the subject's id and its text now. */
export interface ReportSubject {
  id: number
  snapshot: string
}

/** The subjects of reports, read for the person reporting: rows in, rows out. */
export function createReportTargetsRepository(db: Db) {
  return {
    async memoryText(memoryId: number): Promise<ReportSubject | null> {
      const [row] = await queryRows<{ title: string; body: string }>(
        db,
        sql`select title, body from memories where id = ${memoryId}`,
      )
      return row ? { id: memoryId, snapshot: `${row.title}\n\n${row.body}` } : null
    },

    /** A live comment, with its memory, unless a block stands between its named author and `reader`. */
    async comment(commentId: number, reader: number) {
      const [row] = await queryRows<{ memory_id: string; body: string }>(
        db,
        sql`select c.memory_id::text as memory_id, c.body from comments c
          where c.id = ${commentId} and c.deleted_at is null
          and c.moderation_state is null
          and not ${blockedFromComment(reader, 'c')}`,
      )
      return row ? { memoryId: Number(row.memory_id), subject: { id: commentId, snapshot: row.body } } : null
    },

    /** A person by public id (their display name is what a moderator reads). */
    async person(publicId: string): Promise<ReportSubject | null> {
      const [row] = await queryRows<{ id: string; display_name: string }>(
        db,
        sql`select id::text as id, display_name from users where public_id = ${publicId}`,
      )
      return row ? { id: Number(row.id), snapshot: row.display_name } : null
    },
  }
}
export type ReportTargetsRepository = ReturnType<typeof createReportTargetsRepository>
