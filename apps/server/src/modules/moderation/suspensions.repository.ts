import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { queryRows } from '../../lib/query-rows'

/** Suspensions (SPEC §10), kept in `users.suspended_until`: rows in, rows out. */
export function createSuspensionsRepository(db: Db) {
  return {
    /** The people suspended at `now`, the longest suspension first, from the partial index. */
    page(now: Date, limit: number, offset: number) {
      return queryRows<{ public_id: string; display_name: string; suspended_until: Date | string }>(
        db,
        sql`select public_id, display_name, suspended_until from users
          where suspended_until is not null and suspended_until > ${now}
          order by suspended_until desc, id limit ${limit} offset ${offset}`,
      )
    },

    /** Ends the person's suspension now; their internal id, or null if they were not suspended. */
    async lift(publicId: string, now: Date, tx: Db): Promise<number | null> {
      const [row] = await queryRows<{ id: string }>(
        tx,
        sql`update users set suspended_until = null
          where public_id = ${publicId} and suspended_until > ${now}
          returning id::text as id`,
      )
      return row ? Number(row.id) : null
    },
  }
}

export type SuspensionsRepository = ReturnType<typeof createSuspensionsRepository>
