import { useMutation, useQueryClient } from '@tanstack/react-query'
import { GuideCommentSchema } from '@kindred/contract/guide-comments'
import type { getComments } from './get-comments'
import { guideRequest } from './guide-request'
import { guideKeys } from './keys'

type CommentList = Awaited<ReturnType<typeof getComments>>

/** Changes the text of your own comment; the server answers with it, marked edited. */
export function editComment(sessionId: string, commentId: number, body: string) {
  return guideRequest(`/comments/${commentId}/`, {
    method: 'PATCH',
    body: { session_id: sessionId, body },
    schema: GuideCommentSchema,
  })
}

export function useEditComment(sessionId: string, sectionSlug: string, commentId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: string) => editComment(sessionId, commentId, body),
    onSuccess: (comment) =>
      queryClient.setQueryData<CommentList>(guideKeys.comments(sessionId, sectionSlug), (list) =>
        list ? { ...list, results: list.results.map((c) => (c.id === comment.id ? comment : c)) } : list,
      ),
  })
}
