import { useMutation, useQueryClient } from '@tanstack/react-query'
import { COMMENT_PATHS } from '@kindred/contract/comments-constants'
import { apiRequest } from '@/lib/api-client'
import type { CommentSubjectRef } from './comment-subject'
import { commentKeys } from './keys'

/**
 * Deletes your own comment (204): a memory's with replies stays as "This comment was deleted."; a
 * report section's goes for everyone with its helpful marks, and leaves the guide's data.
 */
export async function deleteComment(subject: CommentSubjectRef, id: string | number) {
  if (subject.kind === 'memory') return apiRequest<void>(COMMENT_PATHS.one(String(id)), { method: 'DELETE' })
  await subject.remove(id)
}

export function useDeleteComment(subject: CommentSubjectRef, id: string | number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => deleteComment(subject, id),
    onSuccess: () => {
      // A section's one page loses it in place; a memory's pages are read again (a deleted comment
      // with replies stays on them).
      if (subject.kind === 'section') subject.removed(queryClient, id)
      else return queryClient.invalidateQueries({ queryKey: commentKeys.of(subject) })
    },
  })
}
