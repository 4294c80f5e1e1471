import { useMutation, useQueryClient } from '@tanstack/react-query'
import { GuideCommentVoteResponseSchema, type GuideComment } from '@kindred/contract/comments-sections'
import { useSectionHost, type SectionCommentsHost } from '../hooks/section-host'
import type { SectionCommentList } from './list-section-comments'
import { commentKeys } from './keys'

/** Toggles this session's "helpful" vote on a comment; returns whether it is now on, and the count. */
export function voteSectionComment(
  request: SectionCommentsHost['request'],
  sessionId: string,
  commentId: number,
) {
  return request(`/comments/${commentId}/vote/`, {
    method: 'POST',
    body: { session_id: sessionId },
    schema: GuideCommentVoteResponseSchema,
  })
}

export function useVoteSectionComment(sessionId: string, sectionSlug: string) {
  const queryClient = useQueryClient()
  const { request } = useSectionHost()
  return useMutation({
    mutationFn: (comment: GuideComment) => voteSectionComment(request, sessionId, comment.id),
    onSuccess: ({ comment_id, voted, helpful_count }) => {
      queryClient.setQueryData<Set<number>>(commentKeys.sectionVotes(sessionId), (votes) => {
        const next = new Set(votes)
        if (voted) next.add(comment_id)
        else next.delete(comment_id)
        return next
      })
      queryClient.setQueryData<SectionCommentList>(commentKeys.sectionList(sessionId, sectionSlug), (list) =>
        list
          ? { ...list, results: list.results.map((c) => (c.id === comment_id ? { ...c, helpful_count } : c)) }
          : list,
      )
    },
  })
}
