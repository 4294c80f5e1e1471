import { sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { queryRows } from '../../../lib/query-rows'

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())

/**
 * A person's part of the export (SPEC §10): the reports they made (what kind of thing, why, their
 * note, whether it was decided), without the reported text, which is someone else's; and, for a
 * moderator, the decisions they made as the log records them; and the appeals they made, with the
 * outcome.
 */
export async function exportModeration(db: Db, userId: number) {
  const reports = await queryRows<{
    subject_kind: string
    reason: string
    note: string | null
    created_at: Date | string
    resolved_at: Date | string | null
  }>(
    db,
    sql`select subject_kind, reason, note, created_at, resolved_at from flags
      where flagger_user_id = ${userId} order by id`,
  )
  const decisions = await queryRows<{ subject_kind: string; decision: string; created_at: Date | string }>(
    db,
    sql`select subject_kind, decision, created_at from moderation_actions where moderator_id = ${userId} order by id`,
  )
  const appeals = await queryRows<{
    subject_kind: string
    note: string
    created_at: Date | string
    outcome: string | null
    decided_at: Date | string | null
  }>(
    db,
    sql`select a.subject_kind, p.note, p.created_at, d.decision as outcome, p.decided_at
      from moderation_appeals p join moderation_actions a on a.id = p.action_id
      left join moderation_actions d on d.id = p.decision_id
      where p.author_id = ${userId} order by p.id`,
  )
  return {
    appeals: appeals.map((row) => ({
      subject_kind: row.subject_kind,
      note: row.note,
      appealed_at: iso(row.created_at),
      outcome: row.outcome,
      decided_at: iso(row.decided_at),
    })),
    reports: reports.map((row) => ({
      subject_kind: row.subject_kind,
      reason: row.reason,
      note: row.note,
      reported_at: iso(row.created_at),
      decided_at: iso(row.resolved_at),
    })),
    moderation_decisions: decisions.map((row) => ({
      subject_kind: row.subject_kind,
      decision: row.decision,
      decided_at: iso(row.created_at),
    })),
  }
}
