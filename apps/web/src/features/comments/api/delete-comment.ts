import { useMutation, useQueryClient } from '@tanstack/react-query'
import { COMMENT_PATHS } from '@kindred/contract/comments-constants'
import { apiRequest } from '@/lib/api-client'
import { commentKeys } from './keys'

/** Deletes your own comment (204). One with replies stays as "This comment was deleted." */
export function deleteComment(id: string) {
  return apiRequest<void>(COMMENT_PATHS.one(id), { method: 'DELETE' })
}

export function useDeleteComment(shareableLink: string, id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => deleteComment(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentKeys.forMemory(shareableLink) }),
  })
}
