import type { AppealItem } from '@kindred/contract/moderation-appeals'
import type { LogEntry, QueueItem, SuspendedPerson } from '@kindred/contract/moderation-queue'

/** A memory reported twice, with a note and text whose line breaks (and markup) must come through as written. */
export const reportedMemory: QueueItem = {
  subject: { kind: 'memory', id: 'first-snow-k3x9', link: '/memories/m/first-snow-k3x9' },
  snapshot: 'The first line.\nThe second <b>line</b>.',
  reports: 2,
  reasons: [
    { slug: 'harassment', label: 'Harassment or bullying', count: 1 },
    { slug: 'graphic', label: 'Graphic detail without a warning', count: 1 },
  ],
  notes: ['It names my sister.'],
  first_reported_at: '2025-03-01T10:00:00.000Z',
  last_reported_at: '2025-03-02T09:30:00.000Z',
}

/** Something reported once, for one reason, without a note. */
const reportedOnce = (
  subject: QueueItem['subject'],
  snapshot: string,
  reason: { slug: string; label: string },
  at: string,
): QueueItem => ({
  subject,
  snapshot,
  reports: 1,
  reasons: [{ ...reason, count: 1 }],
  notes: [],
  first_reported_at: at,
  last_reported_at: at,
})

/** A comment on the guide, reported once, without a note or a link. */
export const reportedGuideComment = reportedOnce(
  { kind: 'guide_comment', id: '41', link: null },
  'A comment on a report section.',
  { slug: 'spam', label: 'Spam or advertising' },
  '2025-03-03T08:00:00.000Z',
)

/** A comment on a memory, reported once. */
export const reportedComment = reportedOnce(
  { kind: 'comment', id: '77', link: '/memories/m/first-snow-k3x9' },
  'You should have known better.',
  { slug: 'harassment', label: 'Harassment or bullying' },
  '2025-03-03T09:00:00.000Z',
)

/** A person reported twice, for two reasons (the snapshot is their display name then). */
export const reportedPerson: QueueItem = {
  subject: { kind: 'person', id: 'u_restless_crow', link: null },
  snapshot: 'Restless Crow',
  reports: 2,
  reasons: [
    { slug: 'harassment', label: 'Harassment or bullying', count: 1 },
    { slug: 'impersonation', label: 'Pretending to be someone else', count: 1 },
  ],
  notes: [],
  first_reported_at: '2025-03-03T10:00:00.000Z',
  last_reported_at: '2025-03-03T11:00:00.000Z',
}

/**
 * One page of the queue, the appeals, the suspensions or the log as the server sends it. The queue's
 * says whether the reader moderates alone (decision 038): by default someone else moderates too.
 */
export const queuePage = <T>(results: T[], page = 1, hasNext = false, alone = false) => ({
  results,
  page,
  limit: 10,
  has_next: hasNext,
  appeals_wait_for_another_moderator: alone,
})

export const logEntry = (overrides: Partial<LogEntry> = {}): LogEntry => ({
  id: 1,
  moderator: { public_id: 'otter', display_name: 'Gentle Otter' },
  subject_kind: 'comment',
  decision: 'dismiss',
  rule: null,
  rule_label: null,
  reports_closed: 3,
  created_at: '2025-03-04T12:00:00.000Z',
  ...overrides,
})

/** An open appeal of a removed comment, which another moderator may decide. */
export const appeal = (overrides: Partial<AppealItem> = {}): AppealItem => ({
  id: 5,
  subject: { kind: 'comment', id: '77', link: '/memories/m/first-snow-k3x9' },
  decision: 'remove',
  rule_label: 'Harassment or bullying',
  content: 'I was only saying\nwhat I saw.',
  note: 'I meant it kindly; I am sorry it read otherwise.',
  decided_by: { public_id: 'otter', display_name: 'Gentle Otter' },
  decided_at: '2025-03-04T12:00:00.000Z',
  appealed_at: '2025-03-05T08:00:00.000Z',
  can_decide: true,
  waits_for_another_moderator: false,
  ...overrides,
})

export const suspendedPerson = (overrides: Partial<SuspendedPerson> = {}): SuspendedPerson => ({
  public_id: 'u_restless_crow',
  display_name: 'Restless Crow',
  until: '2025-03-10T12:00:00.000Z',
  ...overrides,
})
