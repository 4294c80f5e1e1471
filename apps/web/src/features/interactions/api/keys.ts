import type { FeedbackTarget } from '@kindred/contract/interactions-content'
import { worded } from '@/lib/i18n/worded-key'

/** What feedback is given to: a memory (by its link) or a comment (by its id). */
export type FeedbackSubject =
  { kind: 'memory'; shareableLink: string } | { kind: 'comment'; commentId: string }

/**
 * TanStack Query keys of interactions. Everything sits under `['interactions']`. Each memory's and
 * each comment's own state has its own key, filled by one batched request for everything on screen,
 * so a give or take back updates one card at once (optimistically) and only that card.
 */
export const interactionKeys = {
  all: ['interactions'] as const,
  reactionOptions: ['interactions', 'reaction-options'] as const,
  memoryStatus: (shareableLink: string) => ['interactions', 'status', 'memory', shareableLink] as const,
  commentStatus: (commentId: string) => ['interactions', 'status', 'comment', commentId] as const,
  votesStatus: (shareableLink: string) => ['interactions', 'votes-status', shareableLink] as const,
  meToos: (shareableLink: string) => ['interactions', 'me-toos', shareableLink] as const,
  voters: (shareableLink: string) => ['interactions', 'voters', shareableLink] as const,
  feedbackPhrases: (type: FeedbackTarget) => worded(['interactions', 'feedback-phrases', type]),
  userFeedback: (subject: FeedbackSubject) =>
    [
      'interactions',
      'user-feedback',
      subject.kind,
      subject.kind === 'memory' ? subject.shareableLink : subject.commentId,
    ] as const,
}

/**
 * Refusals the screens answer themselves: acting on your own memory or comment (403). The buttons
 * are not offered there, so these only come from a stale page; the global "Access forbidden!" notice
 * would say more than happened.
 */
export const OWN_CODES = ['OWN_MEMORY', 'OWN_COMMENT'] as const
