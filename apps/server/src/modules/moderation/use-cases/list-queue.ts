import type { Language } from '@kindred/contract/languages'
import type { QueueItem, QueuePage } from '@kindred/contract/moderation-queue'
import { QUEUE_PAGE_SIZE } from '@kindred/contract/moderation-queue'
import { anyOtherModerator } from '../../identity'
import type { ModerationDeps } from '../moderation-deps'
import { linkOf } from '../subject-names'
import type { Viewer } from '../../../plugins/authentication'

const iso = (value: Date | string) => new Date(value).toISOString()

/**
 * One page of the queue (SPEC §10): open reports grouped by subject, the longest waiting first, the
 * reasons in `language`; and
 * whether the one reading is the only moderator, so that appeals of their decisions would wait for
 * another (decision 038).
 */
export async function listQueue(
  deps: ModerationDeps,
  moderator: Viewer,
  page: number,
  language: Language,
): Promise<QueuePage> {
  const [rows, someoneElse] = await Promise.all([
    deps.queue.page(QUEUE_PAGE_SIZE + 1, (page - 1) * QUEUE_PAGE_SIZE),
    anyOtherModerator(deps.db, moderator.userId),
  ])
  const shown = rows.slice(0, QUEUE_PAGE_SIZE)
  const factsOf = await deps.subjects.describe(
    shown.map((row) => ({ kind: row.subject_kind, id: Number(row.subject_id) })),
  )
  const results = shown.map((row): QueueItem => {
    const facts = factsOf(row.subject_kind, Number(row.subject_id))
    return {
      subject: { kind: row.subject_kind, id: facts?.publicKey ?? '', link: linkOf(facts) },
      snapshot: row.snapshot,
      reports: row.reports,
      reasons: row.reasons.map(({ slug, count }) => ({
        slug,
        label: deps.reasonsIn[language].bySlug.get(slug)?.label ?? slug,
        count,
      })),
      notes: row.notes,
      first_reported_at: iso(row.first_at),
      last_reported_at: iso(row.last_at),
    }
  })
  return {
    results,
    page,
    limit: QUEUE_PAGE_SIZE,
    has_next: rows.length > QUEUE_PAGE_SIZE,
    appeals_wait_for_another_moderator: !someoneElse,
  }
}
