import { useMutation, useQueryClient } from '@tanstack/react-query'
import { GuideCommentVoteResponseSchema, type GuideComment } from '@kindred/contract/guide-comments'
import type { getComments } from './get-comments'
import { guideRequest } from './guide-request'
import { guideKeys } from './keys'

type CommentList = Awaited<ReturnType<typeof getComments>>

/** Toggles this session's "helpful" vote on a comment; returns whether it is now on, and the count. */
export function voteComment(sessionId: string, commentId: number) {
  return guideRequest(`/comments/${commentId}/vote/`, {
    method: 'POST',
    body: { session_id: sessionId },
    schema: GuideCommentVoteResponseSchema,
  })
}

export function useVoteComment(sessionId: string, sectionSlug: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (comment: GuideComment) => voteComment(sessionId, comment.id),
    onSuccess: ({ comment_id, voted, helpful_count }) => {
      queryClient.setQueryData<Set<number>>(guideKeys.votes(sessionId), (votes) => {
        const next = new Set(votes)
        if (voted) next.add(comment_id)
        else next.delete(comment_id)
        return next
      })
      queryClient.setQueryData<CommentList>(guideKeys.comments(sessionId, sectionSlug), (list) =>
        list
          ? { ...list, results: list.results.map((c) => (c.id === comment_id ? { ...c, helpful_count } : c)) }
          : list,
      )
    },
  })
}
