import type { Decision, SubjectKind } from '@kindred/contract/moderation-queue'

/** What was reported, as a moderator reads it at the top of an item and in the log. */
export const SUBJECT_WORDS: Record<SubjectKind, string> = {
  memory: 'A memory',
  comment: 'A comment',
  person: 'A person',
  guide_comment: 'A comment on the guide',
}

/** A decision, as the log says it. */
export const DECISION_WORDS: Record<Decision, string> = {
  dismiss: 'Dismissed: it stays up',
  hide: 'Hidden',
  remove: 'Removed',
}

/** "1 report", "3 reports". */
export const reportCount = (count: number) => `${count} ${count === 1 ? 'report' : 'reports'}`
