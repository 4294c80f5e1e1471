import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { CommentFlagReason } from '../../api/flag-section-comment'

/** The reasons a comment can be reported for, in plain words. */
export const FLAG_REASONS: { value: CommentFlagReason; label: MessageDescriptor }[] = [
  { value: 'harmful', label: msg`It could hurt someone` },
  { value: 'harassment', label: msg`It is harassment or bullying` },
  { value: 'spam', label: msg`It is spam or advertising` },
  { value: 'personal-information', label: msg`It shares someone's personal details` },
  { value: 'other', label: msg`Something else` },
]
