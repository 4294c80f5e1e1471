import type { Language } from '@kindred/contract/languages'
import type { LogEntry } from '@kindred/contract/moderation-queue'
import { ruleLabel } from '../content/report-reasons'
import { QUEUE_PAGE_SIZE } from '@kindred/contract/moderation-queue'
import type { ModerationDeps } from '../moderation-deps'
import { moderatorNames } from '../subject-names'

/** The moderation log, newest first (SPEC §10): who, what, when, the rules named in `language`; never the content. */
export async function listLog(deps: ModerationDeps, page: number, language: Language) {
  const rows = await deps.queue.log(QUEUE_PAGE_SIZE + 1, (page - 1) * QUEUE_PAGE_SIZE)
  const shown = rows.slice(0, QUEUE_PAGE_SIZE)
  const moderatorOf = await moderatorNames(
    deps,
    shown.map((row) => row.moderator_id),
  )
  const results = shown.map((row): LogEntry => ({
    id: Number(row.id),
    moderator: moderatorOf(row.moderator_id),
    subject_kind: row.subject_kind,
    decision: row.decision as LogEntry['decision'],
    rule: row.rule,
    rule_label: ruleLabel(deps.reasonsIn[language], row.rule),
    reports_closed: row.reports_closed,
    created_at: new Date(row.created_at).toISOString(),
  }))
  return { results, page, limit: QUEUE_PAGE_SIZE, has_next: rows.length > QUEUE_PAGE_SIZE }
}
