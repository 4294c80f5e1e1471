import type { ReportReason } from '@kindred/contract/moderation'

/** A reason that goes to the moderators. */
export const harassment: ReportReason = {
  id: 1,
  slug: 'harassment',
  label: 'Harassment or bullying',
  description: 'Attacks, mocks, threatens or blames someone for what happened to them.',
  kind: 'violation',
}

/** A reason only for the one reporting: it hides the thing from them and tells nobody. */
export const tooClose: ReportReason = {
  id: 8,
  slug: 'too-close',
  label: "I'd rather not see this",
  description: 'It is not against the rules, but it is too close to home for you right now.',
  kind: 'personal',
}
