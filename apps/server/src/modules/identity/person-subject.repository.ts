import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { queryRows } from '../../lib/query-rows'
import { bigintArray } from '../../lib/sql-arrays'
import type { OwnFacts, PersonSubjectAdapter } from '../../lib/subjects'

/**
 * People as subjects of reports and of suspensions (SPEC §10, decision 046), read and suspended
 * here, where the accounts' table is owned: moderators see a person's display name, never more. The
 * suspension itself lives in `users.suspended_until`, which the authentication plugin reads with
 * the session.
 */
export function createPersonSubject(db: Db): PersonSubjectAdapter {
  return {
    kind: 'person',

    async idOf(publicId, tx = db) {
      const [row] = await queryRows<{ id: string }>(
        tx,
        sql`select id::text as id from users where public_id = ${publicId}`,
      )
      return row ? Number(row.id) : null
    },

    async findReadable(_reader, publicId) {
      const [row] = await queryRows<{ id: string; display_name: string }>(
        db,
        sql`select id::text as id, display_name from users where public_id = ${publicId}`,
      )
      return row ? { id: Number(row.id), author: Number(row.id), snapshot: row.display_name } : null
    },

    async describe(ids, tx = db) {
      if (ids.length === 0) return new Map()
      const rows = await queryRows<{ id: string; public_id: string; display_name: string }>(
        tx,
        sql`select id::text as id, public_id, display_name from users where id = any(${bigintArray(ids)})`,
      )
      return new Map(
        rows.map((row): [number, OwnFacts] => [
          Number(row.id),
          { publicKey: row.public_id, memoryId: null, commentId: null, text: row.display_name },
        ]),
      )
    },

    async suspend(tx, id, until) {
      await tx.execute(sql`update users set suspended_until = ${until} where id = ${id}`)
    },

    async lift(tx, publicId, now) {
      const [row] = await queryRows<{ id: string }>(
        tx,
        sql`update users set suspended_until = null
          where public_id = ${publicId} and suspended_until > ${now}
          returning id::text as id`,
      )
      return row ? Number(row.id) : null
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
