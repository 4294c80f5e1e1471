import { useMutation, useQueryClient } from '@tanstack/react-query'
import { GuideCommentSchema } from '@kindred/contract/guide-comments'
import { useGuideStore } from '../stores/guide-store'
import { guideRequest } from './guide-request'
import { guideKeys } from './keys'

export interface NewComment {
  section_slug: string
  trauma_slug?: string
  body: string
  anonymous: boolean
}

/** Leaves a comment on a report section (201 with the comment, `mine: true`). */
export function createComment(sessionId: string, comment: NewComment) {
  return guideRequest('/comments/', {
    method: 'POST',
    body: { session_id: sessionId, ...comment },
    schema: GuideCommentSchema,
  })
}

export function useCreateComment(sessionId: string, sectionSlug: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (comment: NewComment) => createComment(sessionId, comment),
    onSuccess: (comment) => {
      useGuideStore.getState().setData({ myCommentId: comment.id })
      return queryClient.invalidateQueries({ queryKey: guideKeys.comments(sessionId, sectionSlug) })
    },
  })
}
