import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { pairRows } from '../../db/pair-rows'
import { readableBy, unseenPeople } from '../../access'
import { votes } from '../../db/schema/index'
import { queryRows } from '../../lib/query-rows'
import { pageWindow } from '../../db/page-window'
import { joinInteractionSettingsAsS, listedAsVoter } from '../connections'
import { memoriesAsM, memoryCounts } from '../memories'

export interface VoterRow {
  public_id: string
  display_name: string
}

/** "This resonates" votes (SPEC §6); the count is the trigger's `memories.vote_count`. */
const voteRows = pairRows(votes, 'memoryId', 'userId')

export function createVotesRepository(db: Db) {
  return {
    /** True when this call added the vote; a second one changes nothing. */
    add: (memoryId: number, userId: number, at: Date, tx: Db = db) => voteRows.add(tx, memoryId, userId, at),
    remove: (memoryId: number, userId: number, tx: Db = db) => voteRows.remove(tx, memoryId, userId),
    count: async (memoryId: number, tx: Db = db) => (await memoryCounts(tx, memoryId)).votes,

    /**
     * A page of the voters of the memory `shareableLink` who allow being listed
     * (`interaction_settings.listed_as_voter`, no row = no: decision 057), newest first, `limit + 1` rows for
     * has_next, never people `viewer` blocked, is blocked by or muted; with the memory's vote count
     * (every vote). Null when `viewer` may not read the memory (the access layer's `readableBy`). One
     * statement.
     */
    async voters(
      shareableLink: string,
      viewer: number | null,
      page: { limit: number; offset: number },
      tx: Db = db,
    ): Promise<{ total: number; rows: VoterRow[] } | null> {
      const unseen = viewer === null ? sql`` : sql`and not (v.user_id = any(${unseenPeople(viewer)}))`
      const rows = await queryRows<{ total: number; public_id: string | null; display_name: string | null }>(
        tx,
        sql`select m.vote_count as total, x.public_id, x.display_name
          from ${memoriesAsM}
          left join lateral (
            select u.public_id, u.display_name, v.created_at, v.user_id
            from votes v
            join users u on u.id = v.user_id
            ${joinInteractionSettingsAsS(sql`v.user_id`)}
            where v.memory_id = m.id and ${listedAsVoter} ${unseen}
            order by v.created_at desc, v.user_id desc
            ${pageWindow(page.limit + 1, page.offset)}
          ) x on true
          where m.shareable_link = ${shareableLink} and ${readableBy(viewer)}
          order by x.created_at desc nulls last, x.user_id desc`,
      )
      if (rows.length === 0) return null
      return {
        total: rows[0]?.total ?? 0,
        rows: rows.flatMap((row) =>
          row.public_id === null || row.display_name === null
            ? []
            : [{ public_id: row.public_id, display_name: row.display_name }],
        ),
      }
    },
  }
}

export type VotesRepository = ReturnType<typeof createVotesRepository>
