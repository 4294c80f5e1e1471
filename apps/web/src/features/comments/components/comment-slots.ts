import type { ReactNode } from 'react'
import type { Comment } from '@kindred/contract/comments'

export type CommentActions = (comment: {
  id: string
  is_mine: boolean
  /** What the reader may do with it, as the server says (decision 078). */
  abilities: Comment['abilities']
  /** Who wrote it, when named (to report, mute or block them). */
  author: Comment['author']
}) => ReactNode
/**
 * Under its author's own comment that moderation set aside: why, and a way to ask for a second look.
 * `onAppealed` refreshes the memory's comments, which then say where it stands.
 */
export type CommentModerationNote = (
  comment: { id: string; moderation: NonNullable<Comment['moderation']> },
  onAppealed: () => void,
) => ReactNode

/** What other features put on each comment (see CommentsSectionProps), and for whom. */
export interface CommentSlots {
  commentActions: CommentActions | undefined
  othersCommentActions: CommentActions | undefined
  moderationNote: CommentModerationNote | undefined
  /** Whether a reply starts without the person's name (decision 057). */
  anonymousByDefault: boolean
  onAppealed: () => void
}
