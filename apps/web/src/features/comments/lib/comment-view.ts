import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Comment } from '@kindred/contract/comments'
import { MEMORY_COMMENT_RULES, type CommentBodyRules } from './body-rules'

type Seen = Pick<
  Comment,
  'author' | 'is_memory_author' | 'anonymous' | 'deleted' | 'is_mine' | 'moderation' | 'abilities'
>

/**
 * Who wrote it: a name, "The author" on their own anonymous memory, "Anonymous" when posted without
 * the name (decision 057), or nobody named (an erased account).
 */
export function authorName(
  i18n: I18n,
  comment: Pick<Comment, 'author' | 'is_memory_author' | 'anonymous'>,
): string {
  if (comment.author) return comment.author.display_name
  if (comment.is_memory_author) return i18n._(msg`The author`)
  return i18n._(comment.anonymous ? msg`Anonymous` : msg`A former member`)
}

/** The words of a comment or reply on a subject (a memory unless told): its name for screen readers, its marks, its own controls'. */
export function commentWords(
  i18n: I18n,
  comment: Seen,
  { isReply, replies, on = MEMORY_WORDS }: { isReply: boolean; replies: number; on?: SubjectWords },
) {
  const name = authorName(i18n, comment)
  const yours = i18n._(isReply ? msg`Your reply` : msg`Your comment`)
  const label = comment.deleted
    ? msg`A deleted comment`
    : isReply
      ? msg`Reply by ${name}`
      : msg`Comment by ${name}`
  return {
    name,
    label: i18n._(label),
    marks: [
      ...(comment.is_memory_author && comment.author ? [i18n._(msg`Author`)] : []),
      ...(comment.is_mine ? [yours] : []),
    ],
    repliesLabel: i18n._(comment.deleted ? msg`Replies to a deleted comment` : msg`Replies to ${name}`),
    editLabel: yours,
    editFormLabel: i18n._(isReply ? msg`Edit your reply` : msg`Edit your comment`),
    deleteConsequence: i18n._(on.deleteConsequence(replies)),
  }
}

interface CommentSituation {
  /** Its author is editing it in place. */
  editing: boolean
  /** The reply form is open. */
  replying: boolean
}

/**
 * Which parts a comment shows around its text, and while what. Its controls are what the server
 * says this reader may do with it (`abilities`, decision 078), never decided here again.
 */
export function commentParts(comment: Seen, situation: CommentSituation) {
  const { editing, replying } = situation
  const may = comment.abilities
  return {
    // Only its author is ever sent `moderation`: others never get such a comment at all.
    moderation: comment.moderation && !editing ? comment.moderation : null,
    // The edit form stands in for the row of actions while it is open.
    actions: editing
      ? null
      : {
          reply: may.reply,
          edit: may.edit,
          delete: may.delete,
          // Someone else's: love it, report it, mute or block its named writer (other features').
          others: may.report,
        },
    replyForm: replying && !comment.deleted,
  }
}

/** A comment as the one comment item shows it, whatever it is on; its replies (a memory's) beside it. */
type Listed = Omit<Comment, 'replies' | 'subject' | 'memory_shareable_link'>
export type ShownComment = Listed & { replies?: Listed[] }

/**
 * What differs, in words and limits, between the subjects a comment can be on: a memory's here, a
 * report section's with the section's subject (`api/section-subject.ts`), so a memory's page loads
 * none of the guide's.
 */
export interface SubjectWords {
  rules: CommentBodyRules
  emptyMessage: MessageDescriptor
  failurePrefix: MessageDescriptor | undefined
  deleteConsequence: (replies: number) => MessageDescriptor
}

export const MEMORY_WORDS: SubjectWords = {
  rules: MEMORY_COMMENT_RULES,
  emptyMessage: msg`Please write something first.`,
  failurePrefix: msg`We could not save your changes.`,
  deleteConsequence: (replies: number) =>
    replies > 0
      ? msg`Its text goes for everyone; the replies stay, under “This comment was deleted.”`
      : msg`It goes for everyone.`,
}
