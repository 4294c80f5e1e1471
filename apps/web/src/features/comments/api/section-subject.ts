import { msg } from '@lingui/core/macro'
import type { QueryClient } from '@tanstack/react-query'
import { GuideCommentSchema, type GuideComment } from '@kindred/contract/comments-sections'
import type { SectionCommentsHost } from '../hooks/section-host'
import { SECTION_COMMENT_RULES } from '../lib/section-body-rules'
import type { ShownComment, SubjectWords } from '../lib/comment-view'
import type { CommentSubjectRef } from './comment-subject'
import type { SectionCommentList } from './list-section-comments'
import { commentKeys } from './keys'

/** A report section's comments' words and limits (a memory's are `MEMORY_WORDS`). */
export const SECTION_WORDS: SubjectWords = {
  rules: SECTION_COMMENT_RULES,
  emptyMessage: msg`Please write something, or delete the comment.`,
  failurePrefix: undefined,
  deleteConsequence: () => msg`It is removed for everyone, with its helpful marks.`,
}

/** A report section's comments as the guide session `sessionId` reads them, through `host`. */
export function sectionSubject(
  sessionId: string,
  section: { slug: string; trauma_slug?: string },
  host: SectionCommentsHost,
): CommentSubjectRef {
  const subject = {
    kind: 'section' as const,
    sessionId,
    sectionSlug: section.slug,
    traumaSlug: section.trauma_slug ?? null,
    host,
    words: SECTION_WORDS,
    edit: (id: string | number, body: string) =>
      host.request(`/comments/${id}/`, {
        method: 'PATCH',
        body: { session_id: sessionId, body },
        schema: GuideCommentSchema,
      }),
    remove: async (id: string | number) => {
      await host.request<void>(`/comments/${id}/`, { method: 'DELETE', query: { session_id: sessionId } })
      host.onDeleted(Number(id))
    },
    // The section's one page takes an edit in place, in the order it was read (most helpful first),
    // and loses a deleted comment in place.
    edited: (queryClient: QueryClient, comment: GuideComment) =>
      queryClient.setQueryData<SectionCommentList>(
        commentKeys.sectionList(sessionId, section.slug),
        (list) => list && { ...list, results: list.results.map((c) => (c.id === comment.id ? comment : c)) },
      ),
    removed: (queryClient: QueryClient, id: string | number) =>
      queryClient.setQueryData<SectionCommentList>(
        commentKeys.sectionList(sessionId, section.slug),
        (list) =>
          list && {
            ...list,
            results: list.results.filter((c) => c.id !== Number(id)),
            total: Math.max(0, list.total - 1),
          },
      ),
  }
  return subject
}

/**
 * A report section's comment as the comment item shows it (decision 076): named by its author's
 * display name or "Anonymous", never deleted in place nor set aside for its author (a hidden one is
 * not listed), with no replies, love or warnings. Nothing reads a section author's public id: the
 * slots that would (report, mute, block a person) are a memory's.
 */
export function shownSectionComment(comment: GuideComment): ShownComment {
  return {
    id: String(comment.id),
    parent_id: null,
    body: comment.body,
    author: comment.author === null ? null : { public_id: '', display_name: comment.author },
    anonymous: comment.author === null,
    is_memory_author: false,
    content_warnings: [],
    created_at: comment.created_at,
    edited_at: comment.edited_at,
    deleted: false,
    counts: { love: 0 },
    is_mine: comment.mine,
    moderation: null,
    abilities: comment.abilities,
  }
}
