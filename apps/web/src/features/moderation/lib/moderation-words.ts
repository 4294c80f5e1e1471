import type { LogDecision, SubjectKind } from '@kindred/contract/moderation-queue'
import { formatDateTime } from '@/lib/format-date'

/** What was reported, as a moderator reads it at the top of an item and in the log. */
export const SUBJECT_WORDS: Record<SubjectKind, string> = {
  memory: 'A memory',
  comment: 'A comment',
  person: 'A person',
  guide_comment: 'A comment on the guide',
}

/** Everything the log records, as it says it. */
export const DECISION_WORDS: Record<LogDecision, string> = {
  dismiss: 'Dismissed: it stays up',
  hide: 'Hidden',
  remove: 'Removed',
  suspend: 'Suspended',
  lift: 'Suspension lifted',
  restore: 'Restored after an appeal',
  uphold: 'Decision kept after an appeal',
  grant_moderator: 'Made a moderator',
  revoke_moderator: 'No longer a moderator',
  grant_admin: 'Made an admin',
}

/** "1 report", "3 reports". */
export const reportCount = (count: number) => `${count} ${count === 1 ? 'report' : 'reports'}`

/** A suspension's length as a moderator picks it: "1 day", "30 days". */
export const daysWords = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`

/** When a suspension ends: a date and time, or "until a moderator lifts it" when it has no end. */
export const untilWords = (until: string | null) =>
  until === null ? 'until a moderator lifts it' : `until ${formatDateTime(until)}`
