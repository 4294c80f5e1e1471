import { useMutation, useQueryClient } from '@tanstack/react-query'
import { CommentSchema } from '@kindred/contract/comments'
import { COMMENT_PATHS } from '@kindred/contract/comments-constants'
import { apiRequest } from '@/lib/api-client'
import { commentKeys } from './keys'

/** Changes the text of your own comment. */
export function editComment(id: string, body: string) {
  return apiRequest(COMMENT_PATHS.one(id), { method: 'PATCH', body: { body }, schema: CommentSchema })
}

export function useEditComment(shareableLink: string, id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: string) => editComment(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentKeys.forMemory(shareableLink) }),
  })
}
