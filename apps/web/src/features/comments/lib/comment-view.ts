import type { Comment } from '@kindred/contract/comments'
import { MEMORY_COMMENT_RULES, type CommentBodyRules } from './body-rules'

type Seen = Pick<Comment, 'author' | 'is_memory_author' | 'anonymous' | 'deleted' | 'is_mine' | 'moderation'>

/**
 * Who wrote it: a name, "The author" on their own anonymous memory, "Anonymous" when posted without
 * the name (decision 057), or nobody named (an erased account).
 */
export function authorName(comment: Pick<Comment, 'author' | 'is_memory_author' | 'anonymous'>): string {
  if (comment.author) return comment.author.display_name
  if (comment.is_memory_author) return 'The author'
  return comment.anonymous ? 'Anonymous' : 'A former member'
}

/** The words of a comment or reply on a subject (a memory unless told): its name for screen readers, its marks, its own controls'. */
export function commentWords(
  comment: Seen,
  { isReply, replies, on = MEMORY_WORDS }: { isReply: boolean; replies: number; on?: SubjectWords },
) {
  const name = authorName(comment)
  const kind = isReply ? 'reply' : 'comment'
  return {
    name,
    label: comment.deleted ? 'A deleted comment' : `${isReply ? 'Reply' : 'Comment'} by ${name}`,
    marks: [
      ...(comment.is_memory_author && comment.author ? ['Author'] : []),
      ...(comment.is_mine ? [`Your ${kind}`] : []),
    ],
    repliesLabel: `Replies to ${comment.deleted ? 'a deleted comment' : name}`,
    editLabel: `Your ${kind}`,
    editFormLabel: `Edit your ${kind}`,
    deleteConsequence: on.deleteConsequence(replies),
  }
}

interface CommentSituation {
  /** Top-level comments can be replied to (one level only); replies cannot. */
  isReply: boolean
  /** Signed in and the memory's policy lets this person write. */
  mayWrite: boolean
  signedIn: boolean
  /** Its author is editing it in place. */
  editing: boolean
  /** The reply form is open. */
  replying: boolean
}

/** Which parts a comment shows around its text, for whom, and while what. */
export function commentParts(comment: Seen, situation: CommentSituation) {
  const { isReply, mayWrite, signedIn, editing, replying } = situation
  return {
    // Only its author is ever sent `moderation`: others never get such a comment at all.
    moderation: comment.moderation && !editing ? comment.moderation : null,
    // The edit form stands in for the row of actions while it is open.
    actions: editing
      ? null
      : {
          reply: !isReply && mayWrite,
          own: comment.is_mine,
          others: signedIn && !comment.is_mine,
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
  emptyMessage: string
  failurePrefix: string | undefined
  deleteConsequence: (replies: number) => string
}

export const MEMORY_WORDS: SubjectWords = {
  rules: MEMORY_COMMENT_RULES,
  emptyMessage: 'Please write something first.',
  failurePrefix: 'We could not save your changes.',
  deleteConsequence: (replies: number) =>
    replies > 0
      ? 'Its text goes for everyone; the replies stay, under “This comment was deleted.”'
      : 'It goes for everyone.',
}
