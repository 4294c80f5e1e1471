import { useMutation, useQueryClient } from '@tanstack/react-query'
import { CommentSchema, type CreateCommentBody } from '@kindred/contract/comments'
import { COMMENT_PATHS } from '@kindred/contract/comments-constants'
import { apiRequest } from '@/lib/api-client'
import { commentKeys } from './keys'

/**
 * Comments on a memory, or replies to a top-level comment. The memory's comments policy may refuse
 * (403): the section says why in its own words, so no app-wide "Access forbidden!".
 */
export function createComment(body: CreateCommentBody) {
  return apiRequest(COMMENT_PATHS.create, {
    method: 'POST',
    body,
    schema: CommentSchema,
    ownCodes: ['COMMENTS_OFF', 'COMMENTS_CONNECTIONS_ONLY'],
  })
}

export function useCreateComment(shareableLink: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { body: string; parentId?: string | null; anonymous: boolean }) =>
      createComment({
        shareable_link: shareableLink,
        body: input.body,
        parent_id: input.parentId ?? null,
        anonymous: input.anonymous,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentKeys.forMemory(shareableLink) }),
  })
}
