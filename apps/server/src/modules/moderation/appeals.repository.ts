import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { queryRows } from '../../lib/query-rows'

export type AppealKind = 'memory' | 'comment'

export interface OpenAppealRow {
  id: string
  subject_kind: AppealKind
  subject_id: string
  decision: 'hide' | 'remove'
  /** The slug of the reason the decision named, if any. */
  rule: string | null
  note: string
  moderator_id: string | null
  decided_at: Date | string
  appealed_at: Date | string
}

/** The appeal a moderator decides, with the decision it appeals. */
export interface AppealToDecide {
  id: number
  authorId: number
  actionId: number
  moderatorId: number | null
  subjectKind: AppealKind
  subjectId: number
  rule: string | null
  decidedAt: Date
}

// A memory's title and text, or a comment's text, as the second moderator reads it now.
/** Appeals of moderators' decisions (SPEC §10): rows in, rows out. */
export function createAppealsRepository(db: Db) {
  return {
    /**
     * The decision an author may appeal on their subject (its owner found it set aside), and the
     * moderator who made it (null once erased): the latest that hid or removed it. Null when none.
     */
    async appealable(
      kind: AppealKind,
      subjectId: number,
    ): Promise<{ actionId: number; moderatorId: number | null } | null> {
      const [row] = await queryRows<{ id: string; moderator_id: string | null }>(
        db,
        sql`select a.id::text as id, a.moderator_id::text as moderator_id from moderation_actions a
          where a.subject_kind = ${kind} and a.subject_id = ${subjectId}
            and a.decision in ('hide', 'remove')
          order by a.id desc limit 1`,
      )
      if (!row) return null
      return {
        actionId: Number(row.id),
        moderatorId: row.moderator_id === null ? null : Number(row.moderator_id),
      }
    },

    /** Files the appeal; false when this decision was appealed already (once per decision). */
    async insert(actionId: number, author: number, note: string, at: Date): Promise<boolean> {
      const rows = await queryRows(
        db,
        sql`insert into moderation_appeals (action_id, author_id, note, created_at)
          values (${actionId}, ${author}, ${note}, ${at})
          on conflict (action_id) do nothing returning id`,
      )
      return rows.length > 0
    },

    /** Open appeals, the longest waiting first, from the open-appeals index: one statement. */
    page(limit: number, offset: number) {
      return queryRows<OpenAppealRow>(
        db,
        sql`select p.id::text as id, a.subject_kind, a.subject_id::text as subject_id,
            a.decision, a.rule, p.note, a.moderator_id::text as moderator_id,
            a.created_at as decided_at, p.created_at as appealed_at
          from (select * from moderation_appeals where decided_at is null
                order by created_at, id limit ${limit} offset ${offset}) p
          join moderation_actions a on a.id = p.action_id
          order by p.created_at, p.id`,
      )
    },

    /** The open appeal, locked until the decision's transaction ends; null if decided or gone. */
    async lockOpen(appealId: number, tx: Db): Promise<AppealToDecide | null> {
      const [row] = await queryRows<{
        id: string
        author_id: string
        action_id: string
        moderator_id: string | null
        subject_kind: AppealKind
        subject_id: string
        rule: string | null
        decided_at: Date | string
      }>(
        tx,
        sql`select p.id::text as id, p.author_id::text as author_id, a.id::text as action_id,
            a.moderator_id::text as moderator_id, a.subject_kind, a.subject_id::text as subject_id, a.rule,
            a.created_at as decided_at
          from moderation_appeals p join moderation_actions a on a.id = p.action_id
          where p.id = ${appealId} and p.decided_at is null
          for update of p`,
      )
      if (!row) return null
      return {
        id: Number(row.id),
        authorId: Number(row.author_id),
        actionId: Number(row.action_id),
        moderatorId: row.moderator_id === null ? null : Number(row.moderator_id),
        subjectKind: row.subject_kind,
        subjectId: Number(row.subject_id),
        rule: row.rule,
        decidedAt: new Date(row.decided_at),
      }
    },

    async markDecided(appealId: number, decisionId: number, at: Date, tx: Db) {
      await tx.execute(
        sql`update moderation_appeals set decision_id = ${decisionId}, decided_at = ${at} where id = ${appealId}`,
      )
    },

    /** The people whose reports the appealed decision closed (it closed them all at its moment). */
    async reportersOf(appeal: AppealToDecide, tx: Db): Promise<number[]> {
      const rows = await queryRows<{ id: string }>(
        tx,
        sql`select distinct flagger_user_id::text as id from flags
          where subject_kind = ${appeal.subjectKind} and subject_id = ${appeal.subjectId}
            and resolved_at = ${appeal.decidedAt} and flagger_user_id is not null`,
      )
      return rows.map((row) => Number(row.id))
    },
  }
}

export type AppealsRepository = ReturnType<typeof createAppealsRepository>
