import { sql, type SQL } from 'drizzle-orm'

/**
 * Someone other than the decision's moderator (`ma.moderator_id`; anyone, once that account is
 * erased) moderates, and so could decide an appeal of it (decision 038). It stops at the first one:
 * on an install with a team that is its first rows; only a lone moderator's install reads every account.
 */
const ANOTHER_MODERATOR = `exists (select 1 from users s
        where s.role in ('moderator', 'admin') and s.id is distinct from ma.moderator_id)`

/**
 * What the author of a memory or comment set aside by moderation is told about it (SPEC §10): its
 * state, the rule the latest moderator's decision named, and where their appeal stands, as one JSON
 * value (`ModerationStatus`), or null while it is shown; whether an appeal waits for another
 * moderator, which says nothing of who moderates. `row` is the alias of the memory or comment in the
 * statement; the log is read through its subject index only for rows set aside. The memories and
 * comments modules share it, so it lives beside the other cross-module SQL.
 */
export function moderationStatus(kind: 'memory' | 'comment', row: string): SQL {
  return sql.raw(`case when ${row}.moderation_state is null then null
    when ${row}.moderation_state = 'held'
      then jsonb_build_object('state', 'held', 'rule_label', null, 'appeal', 'unavailable',
        'appeal_waits_for_another_moderator', false)
    else coalesce((select jsonb_build_object('state', ${row}.moderation_state, 'rule_label', rr.label,
        'appeal', case when ap.id is null then 'available' when ap.decided_at is null then 'open' else 'upheld' end,
        'appeal_waits_for_another_moderator', ap.decided_at is null and not ${ANOTHER_MODERATOR})
      from moderation_actions ma left join report_reasons rr on rr.slug = ma.rule
      left join moderation_appeals ap on ap.action_id = ma.id
      where ma.subject_kind = '${kind}' and ma.subject_id = ${row}.id and ma.decision in ('hide', 'remove')
      order by ma.id desc limit 1),
      jsonb_build_object('state', ${row}.moderation_state, 'rule_label', null, 'appeal', 'unavailable',
        'appeal_waits_for_another_moderator', false))
    end`)
}
