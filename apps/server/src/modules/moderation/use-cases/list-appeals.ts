import { QUEUE_PAGE_SIZE } from '@kindred/contract/moderation-queue'
import type { AppealItem, AppealsPage } from '@kindred/contract/moderation-appeals'
import type { Language } from '@kindred/contract/languages'
import { ruleLabel } from '../content/report-reasons'
import { anyOtherModerator } from '../../identity'
import type { ModerationDeps } from '../moderation-deps'
import { linkOf, moderatorNames } from '../subject-names'
import type { Viewer } from '../../../plugins/authentication'

const iso = (value: Date | string) => new Date(value).toISOString()

/**
 * Open appeals, the longest waiting first (SPEC §10), each with the decision appealed, the content
 * as it is now and the author's note; the moderator who made the decision sees it but may not decide,
 * and is told when nobody else could yet (decision 038). The rules are named in `language`.
 */
export async function listAppeals(
  deps: ModerationDeps,
  moderator: Viewer,
  page: number,
  language: Language,
): Promise<AppealsPage> {
  const [rows, someoneElse] = await Promise.all([
    deps.appeals.page(QUEUE_PAGE_SIZE + 1, (page - 1) * QUEUE_PAGE_SIZE),
    anyOtherModerator(deps.db, moderator.userId),
  ])
  const shown = rows.slice(0, QUEUE_PAGE_SIZE)
  const [factsOf, moderatorOf] = await Promise.all([
    deps.subjects.describe(shown.map((row) => ({ kind: row.subject_kind, id: Number(row.subject_id) }))),
    moderatorNames(
      deps,
      shown.map((row) => row.moderator_id),
    ),
  ])
  const results = shown.map((row): AppealItem => {
    const own = row.moderator_id === String(moderator.userId)
    const facts = factsOf(row.subject_kind, Number(row.subject_id))
    return {
      id: Number(row.id),
      subject: { kind: row.subject_kind, id: facts?.publicKey ?? '', link: linkOf(facts) },
      decision: row.decision,
      rule_label: ruleLabel(deps.reasonsIn[language], row.rule),
      content: facts?.text ?? '',
      note: row.note,
      decided_by: moderatorOf(row.moderator_id),
      decided_at: iso(row.decided_at),
      appealed_at: iso(row.appealed_at),
      can_decide: !own,
      // Anyone else reading may decide it; its own moderator alone means nobody can yet.
      waits_for_another_moderator: own && !someoneElse,
    }
  })
  return { results, page, limit: QUEUE_PAGE_SIZE, has_next: rows.length > QUEUE_PAGE_SIZE }
}
