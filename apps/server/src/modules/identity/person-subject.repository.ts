import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { queryId, queryRows } from '../../lib/query-rows'
import { describeRows, readableRow, type PersonSubjectAdapter } from '../../lib/subjects'
import { sessionsWritten } from './session-changes'

/**
 * People as subjects of reports and of suspensions (SPEC §10, decision 046), read and suspended
 * here, where the accounts' table is owned: moderators see a person's display name, never more. The
 * suspension itself lives in `users.suspended_until`, which the authentication plugin reads with
 * the session, so each write tells this instance whose row changed (session-changes.ts).
 */
export function createPersonSubject(db: Db): PersonSubjectAdapter {
  return {
    kind: 'person',

    idOf: (publicId, tx = db) =>
      queryId(tx, sql`select id::text as id from users where public_id = ${publicId}`),

    findReadable: (_reader, publicId) =>
      readableRow(
        db,
        sql`select id::text as id, id::text as author_id, display_name as snapshot
          from users where public_id = ${publicId}`,
      ),

    describe: (ids, tx = db) =>
      describeRows<{ id: string; public_id: string; display_name: string }>(
        tx,
        ids,
        (idList) => sql`select id::text as id, public_id, display_name from users where id = any(${idList})`,
        (row) => ({ publicKey: row.public_id, memoryId: null, commentId: null, text: row.display_name }),
      ),

    async suspend(tx, id, until) {
      await tx.execute(sql`update users set suspended_until = ${until} where id = ${id}`)
      sessionsWritten(db, tx, id)
    },

    async lift(tx, publicId, now) {
      const id = await queryId(
        tx,
        sql`update users set suspended_until = null
          where public_id = ${publicId} and suspended_until > ${now}
          returning id::text as id`,
      )
      if (id !== null) sessionsWritten(db, tx, id)
      return id
    },

    /** From the partial index on suspended_until. */
    async suspended(now, limit, offset) {
      const rows = await queryRows<{
        public_id: string
        display_name: string
        suspended_until: Date | string
      }>(
        db,
        sql`select public_id, display_name, suspended_until from users
          where suspended_until is not null and suspended_until > ${now}
          order by suspended_until desc, id limit ${limit} offset ${offset}`,
      )
      return rows.map((row) => ({
        publicId: row.public_id,
        displayName: row.display_name,
        until: new Date(row.suspended_until),
      }))
    },
  }
}
