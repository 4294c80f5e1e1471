import type { MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import type { LogDecision, SubjectKind } from '@kindred/contract/moderation-queue'

/** What was reported, as a moderator reads it in the log. */
export const SUBJECT_WORDS: Record<SubjectKind, MessageDescriptor> = {
  memory: msg`A memory`,
  comment: msg`A comment`,
  person: msg`A person`,
  guide_comment: msg`A comment on the guide`,
}

/** Everything the log records, as it says it. */
export const DECISION_WORDS: Record<LogDecision, MessageDescriptor> = {
  dismiss: msg`Dismissed: it stays up`,
  hide: msg`Hidden`,
  remove: msg`Removed`,
  suspend: msg`Suspended`,
  lift: msg`Suspension lifted`,
  restore: msg`Restored after an appeal`,
  uphold: msg`Decision kept after an appeal`,
  grant_moderator: msg`Made a moderator`,
  revoke_moderator: msg`No longer a moderator`,
  grant_admin: msg`Made an admin`,
}

/**
 * The top of a queue item: what was reported and how often ("A memory, 2 reports"), one whole
 * message per kind, so each language agrees its words with the thing.
 */
export function reportedHeading(kind: SubjectKind, count: number): MessageDescriptor {
  switch (kind) {
    case 'memory':
      return msg({ message: plural(count, { one: 'A memory, # report', other: 'A memory, # reports' }) })
    case 'comment':
      return msg({ message: plural(count, { one: 'A comment, # report', other: 'A comment, # reports' }) })
    case 'person':
      return msg({ message: plural(count, { one: 'A person, # report', other: 'A person, # reports' }) })
    case 'guide_comment':
      return msg({
        message: plural(count, {
          one: 'A comment on the guide, # report',
          other: 'A comment on the guide, # reports',
        }),
      })
  }
}

/** How many reports a decision closed, in the log: "Closed 3 reports". */
export const reportsClosed = (count: number): MessageDescriptor =>
  msg({ message: plural(count, { one: 'Closed # report', other: 'Closed # reports' }) })

/** A suspension's length as a moderator picks it: "1 day", "30 days". */
export const daysWords = (days: number): MessageDescriptor =>
  msg({ message: plural(days, { one: '# day', other: '# days' }) })
