import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useGuideStore } from '../stores/guide-store'
import type { getComments } from './get-comments'
import { guideRequest } from './guide-request'
import { guideKeys } from './keys'

type CommentList = Awaited<ReturnType<typeof getComments>>

/** Deletes your own comment for everyone, with its helpful marks (204). */
export function deleteComment(sessionId: string, commentId: number) {
  return guideRequest<void>(`/comments/${commentId}/`, {
    method: 'DELETE',
    query: { session_id: sessionId },
  })
}

export function useDeleteComment(sessionId: string, sectionSlug: string, commentId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => deleteComment(sessionId, commentId),
    onSuccess: () => {
      if (useGuideStore.getState().myCommentId === commentId)
        useGuideStore.getState().setData({ myCommentId: null })
      queryClient.setQueryData<CommentList>(guideKeys.comments(sessionId, sectionSlug), (list) =>
        list
          ? {
              ...list,
              results: list.results.filter((c) => c.id !== commentId),
              total: Math.max(0, list.total - 1),
            }
          : list,
      )
    },
  })
}
