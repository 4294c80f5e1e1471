import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import type { FlagSubjectKind } from '../../db/schema/index'
import { queryRows } from '../../lib/query-rows'

export interface QueueRow {
  subject_kind: FlagSubjectKind
  subject_id: string
  snapshot: string
  reports: number
  reasons: { slug: string; count: number }[]
  notes: string[]
  first_at: Date | string
  last_at: Date | string
}

/** The open flags as the queue shows them, the decisions on them and the log: rows in, rows out. */
export function createQueueRepository(db: Db) {
  return {
    /**
     * Open flags grouped by subject, the longest waiting first, in one statement: the groups are
     * counted, ordered and cut to the page first, and only the page's subjects then get their
     * snapshot, reasons and notes (from the open-flags index); their owners name them (`subjects`).
     */
    page(limit: number, offset: number) {
      return queryRows<QueueRow>(
        db,
        sql`select g.subject_kind, g.subject_id::text as subject_id, g.reports, g.first_at, g.last_at,
            (select f.snapshot from flags f where f.subject_kind = g.subject_kind and f.subject_id = g.subject_id
              and f.resolved_at is null order by f.created_at desc, f.id desc limit 1) as snapshot,
            (select json_agg(json_build_object('slug', r.reason, 'count', r.n) order by r.n desc, r.reason)
              from (select f.reason, count(*)::int as n from flags f
                    where f.subject_kind = g.subject_kind and f.subject_id = g.subject_id and f.resolved_at is null
                    group by f.reason) r) as reasons,
            coalesce((select json_agg(f.note order by f.created_at) from flags f
              where f.subject_kind = g.subject_kind and f.subject_id = g.subject_id and f.resolved_at is null
              and f.note is not null), '[]'::json) as notes
          from (select f.subject_kind, f.subject_id, count(*)::int as reports, min(f.created_at) as first_at,
                  max(f.created_at) as last_at
                from flags f where f.resolved_at is null
                group by f.subject_kind, f.subject_id
                order by first_at, f.subject_kind, f.subject_id
                limit ${limit} offset ${offset}) g
          order by g.first_at, g.subject_kind, g.subject_id`,
      )
    },

    /** Closes the subject's open flags; answers who had flagged it (people with accounts). */
    async resolve(kind: FlagSubjectKind, subjectId: number, at: Date, tx: Db) {
      return queryRows<{ flagger_user_id: string | null }>(
        tx,
        sql`update flags set resolved_at = ${at}
          where subject_kind = ${kind} and subject_id = ${subjectId} and resolved_at is null
          returning flagger_user_id::text as flagger_user_id`,
      )
    },

    async logDecision(
      entry: {
        moderatorId: number
        kind: FlagSubjectKind
        subjectId: number
        decision: string
        rule: string | null
        closed: number
        at: Date
        /** A suspension's end. */
        until?: Date | null
      },
      tx: Db,
    ): Promise<number> {
      const [row] = await queryRows<{ id: string }>(
        tx,
        sql`insert into moderation_actions (moderator_id, subject_kind, subject_id, decision, rule, until, reports_closed, created_at)
          values (${entry.moderatorId}, ${entry.kind}, ${entry.subjectId}, ${entry.decision}, ${entry.rule},
            ${entry.until ?? null}, ${entry.closed}, ${entry.at})
          returning id::text as id`,
      )
      return Number(row!.id)
    },

    /**
     * Tells each person the decision (a notification of `type`), in the decision's transaction,
     * pointing at the memory (and comment) it was about when there is one: one statement.
     */
    async tell(
      people: number[],
      type: string,
      actionId: number,
      at: Date,
      tx: Db,
      about: { memoryId: number | null; commentId?: number | null } = { memoryId: null },
    ) {
      if (people.length === 0) return
      await tx.execute(
        sql`select record_moderation_notification(p, ${type}, ${actionId}, ${at}, ${about.memoryId}::bigint,
            ${about.commentId ?? null}::bigint)
          from unnest(${`{${people.join(',')}}`}::bigint[]) as p`,
      )
    },

    /** The log, newest first, with the moderator who decided (null once erased); no content. */
    log(limit: number, offset: number) {
      return queryRows<{
        id: string
        moderator_id: string | null
        subject_kind: FlagSubjectKind
        decision: string
        rule: string | null
        reports_closed: number
        created_at: Date | string
      }>(
        db,
        sql`select a.id::text as id, a.moderator_id::text as moderator_id,
            a.subject_kind, a.decision, a.rule, a.reports_closed, a.created_at
          from moderation_actions a
          order by a.id desc limit ${limit} offset ${offset}`,
      )
    },
  }
}

export type QueueRepository = ReturnType<typeof createQueueRepository>
