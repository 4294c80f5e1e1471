import type { CommentFlagReason } from '../../api/flag-section-comment'

/** The reasons a comment can be reported for, in plain words. */
export const FLAG_REASONS: { value: CommentFlagReason; label: string }[] = [
  { value: 'harmful', label: 'It could hurt someone' },
  { value: 'harassment', label: 'It is harassment or bullying' },
  { value: 'spam', label: 'It is spam or advertising' },
  { value: 'personal-information', label: "It shares someone's personal details" },
  { value: 'other', label: 'Something else' },
]
