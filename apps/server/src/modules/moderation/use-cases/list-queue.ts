import type { QueueItem, QueuePage } from '@kindred/contract/moderation-queue'
import { QUEUE_PAGE_SIZE } from '@kindred/contract/moderation-queue'
import type { ModerationDeps } from '../moderation-deps'
import type { QueueRow } from '../queue.repository'
import type { Viewer } from '../../../plugins/authentication'

const iso = (value: Date | string) => new Date(value).toISOString()

function linkOf(row: QueueRow): string | null {
  if (row.memory_link === null) return null
  if (row.subject_kind === 'comment') return `/memories/m/${row.memory_link}#comment-${row.subject_id}`
  return `/memories/m/${row.memory_link}`
}

/**
 * One page of the queue (SPEC §10): open reports grouped by subject, the longest waiting first; and
 * whether the one reading is the only moderator, so that appeals of their decisions would wait for
 * another (decision 038).
 */
export async function listQueue(deps: ModerationDeps, moderator: Viewer, page: number): Promise<QueuePage> {
  const [rows, someoneElse] = await Promise.all([
    deps.queue.page(QUEUE_PAGE_SIZE + 1, (page - 1) * QUEUE_PAGE_SIZE),
    deps.roles.someoneElseModerates(moderator.userId),
  ])
  const results = rows.slice(0, QUEUE_PAGE_SIZE).map((row): QueueItem => ({
    subject: { kind: row.subject_kind, id: row.public_key ?? '', link: linkOf(row) },
    snapshot: row.snapshot,
    reports: row.reports,
    reasons: row.reasons.map(({ slug, count }) => ({
      slug,
      label: deps.reasons.bySlug.get(slug)?.label ?? slug,
      count,
    })),
    notes: row.notes,
    first_reported_at: iso(row.first_at),
    last_reported_at: iso(row.last_at),
  }))
  return {
    results,
    page,
    limit: QUEUE_PAGE_SIZE,
    has_next: rows.length > QUEUE_PAGE_SIZE,
    appeals_wait_for_another_moderator: !someoneElse,
  }
}
