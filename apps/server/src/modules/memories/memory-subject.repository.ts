import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { queryId, queryRows } from '../../lib/query-rows'
import {
  describeRows,
  moderationStateCondition,
  readableRow,
  type ContentSubjectAdapter,
} from '../../lib/subjects'
import { readableBy } from '../../access'

const text = sql`m.title || E'\\n\\n' || m.body`

/**
 * Memories as subjects of reports and moderators' decisions (SPEC §10, decision 046): read and set
 * aside here, where the memories' table is owned. While set aside nobody but the author reads one
 * (`readableBy`, the lists); its tag links follow by trigger (migration 0009).
 */
export function createMemorySubject(db: Db): ContentSubjectAdapter {
  return {
    kind: 'memory',

    idOf: (link, tx = db) =>
      queryId(tx, sql`select id::text as id from memories where shareable_link = ${link}`),

    findReadable: (reader, link) =>
      readableRow(
        db,
        sql`select m.id::text as id, m.author_id::text as author_id, ${text} as snapshot
          from memories m where m.shareable_link = ${link} and ${readableBy(reader)}`,
      ),

    describe: (ids, tx = db) =>
      describeRows<{ id: string; shareable_link: string; text: string }>(
        tx,
        ids,
        (idList) => sql`select m.id::text as id, m.shareable_link, ${text} as text
          from memories m where m.id = any(${idList})`,
        (row) => ({
          publicKey: row.shareable_link,
          memoryId: Number(row.id),
          commentId: null,
          text: row.text,
        }),
      ),

    async setModeration(tx, id, state, _at, onlyIf) {
      const condition = moderationStateCondition(onlyIf)
      const [row] = await queryRows<{ author_id: string }>(
        tx,
        sql`update memories set moderation_state = ${state} where id = ${id}${condition}
          returning author_id::text as author_id`,
      )
      return row ? { author: Number(row.author_id) } : null
    },

    async setAsideOf(link, author) {
      const [row] = await queryRows<{ id: string }>(
        db,
        sql`select id::text as id from memories where shareable_link = ${link} and author_id = ${author}
          and moderation_state in ('hidden', 'removed')`,
      )
      return row ? Number(row.id) : null
    },
  }
}
