import { useMutation, useQueryClient } from '@tanstack/react-query'
import { CommentSchema } from '@kindred/contract/comments'
import { COMMENT_PATHS } from '@kindred/contract/comments-constants'
import { GuideCommentSchema } from '@kindred/contract/comments-sections'
import { apiRequest } from '@/lib/api-client'
import type { CommentSubjectRef } from './comment-subject'
import { commentKeys } from './keys'

export interface NewComment {
  body: string
  anonymous: boolean
  /** A reply's comment (memories only: one level of replies). */
  parentId?: string | null
}

/**
 * Comments on the subject, or replies to one of a memory's top-level comments. A memory's comments
 * policy may refuse (403): the section says why in its own words, so no app-wide "Access
 * forbidden!". A report section's comment is kept with the guide's data (`host.onPosted`).
 */
export async function createComment(subject: CommentSubjectRef, comment: NewComment) {
  const { body, anonymous } = comment
  if (subject.kind === 'memory') {
    return apiRequest(COMMENT_PATHS.create, {
      method: 'POST',
      body: { shareable_link: subject.shareableLink, body, parent_id: comment.parentId ?? null, anonymous },
      schema: CommentSchema,
      ownCodes: ['COMMENTS_OFF', 'COMMENTS_CONNECTIONS_ONLY'],
    })
  }
  const { sessionId, sectionSlug, traumaSlug, host } = subject
  const posted = await host.request('/comments/', {
    method: 'POST',
    body: {
      session_id: sessionId,
      section_slug: sectionSlug,
      ...(traumaSlug ? { trauma_slug: traumaSlug } : {}),
      body,
      anonymous,
    },
    schema: GuideCommentSchema,
  })
  host.onPosted(posted.id)
  return posted
}

export function useCreateComment(subject: CommentSubjectRef) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (comment: NewComment) => createComment(subject, comment),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentKeys.of(subject) }),
  })
}
