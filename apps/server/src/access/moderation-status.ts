import { sql, type SQL } from 'drizzle-orm'
import type { ModerationStatus } from '@kindred/contract/moderation-status'

/**
 * Whether someone other than the moderator in `moderatorColumn` (anyone at all when it is null, as
 * once that account is erased) moderates, and so could decide an appeal of their decision (decision
 * 038). Read through users_moderators_idx: the moderators' rows only, whatever the number of accounts.
 * SQL text, for the raw statement below as for `someoneElseModerates`.
 */
const someoneElseModeratesThan = (moderatorColumn: string) =>
  `exists (select 1 from users s where s.role in ('moderator', 'admin') and s.id is distinct from ${moderatorColumn})`

/** The same, for a moderator's id (null: anyone moderates), as one statement answering `yes`. */
export const someoneElseModerates = (moderator: number | null): SQL =>
  sql`select ${sql.raw(someoneElseModeratesThan('x.id'))} as yes from (select ${moderator}::bigint as id) x`

/**
 * What the author of a memory or comment set aside by moderation is told about it (SPEC §10): its
 * state, the rule the latest moderator's decision named (by its slug), and where their appeal
 * stands, as one JSON value (`ModerationStatusRead`), or null while it is shown; whether an appeal
 * waits for another moderator, which says nothing of who moderates. `row` is the alias of the memory
 * or comment in the statement; the log is read through its subject index only for rows set aside.
 * The memories and comments modules write it into their statements: what an author sees of their
 * own row is the read policy's (decision 073). The rule's words are the reader's language's
 * (`moderationStatusIn`).
 */
export function moderationStatus(kind: 'memory' | 'comment', row: string): SQL {
  return sql.raw(`case when ${row}.moderation_state is null then null
    when ${row}.moderation_state = 'held'
      then jsonb_build_object('state', 'held', 'rule', null, 'appeal', 'unavailable',
        'appeal_waits_for_another_moderator', false)
    else coalesce((select jsonb_build_object('state', ${row}.moderation_state, 'rule', ma.rule,
        'appeal', case when ap.id is null then 'available' when ap.decided_at is null then 'open' else 'upheld' end,
        'appeal_waits_for_another_moderator', ap.decided_at is null and not ${someoneElseModeratesThan('ma.moderator_id')})
      from moderation_actions ma
      left join moderation_appeals ap on ap.action_id = ma.id
      where ma.subject_kind = '${kind}' and ma.subject_id = ${row}.id and ma.decision in ('hide', 'remove')
      order by ma.id desc limit 1),
      jsonb_build_object('state', ${row}.moderation_state, 'rule', null, 'appeal', 'unavailable',
        'appeal_waits_for_another_moderator', false))
    end`)
}

/** The status as `moderationStatus` reads it: the rule by its slug (a report reason's), null while held. */
export type ModerationStatusRead = Omit<ModerationStatus, 'rule_label'> & { rule: string | null }

/** The status as its author reads it: the rule in their words (`ruleLabel`, the answer's language's). */
export function moderationStatusIn(
  status: ModerationStatusRead | null,
  ruleLabel: (slug: string | null) => string | null,
): ModerationStatus | null {
  if (status === null) return null
  const { rule, ...rest } = status
  return { ...rest, rule_label: ruleLabel(rule) }
}
