import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useSectionHost, type SectionCommentsHost } from '../hooks/section-host'
import type { SectionCommentList } from './list-section-comments'
import { sectionCommentKeys } from './section-keys'

/** Deletes your own comment for everyone, with its helpful marks (204). */
export function deleteSectionComment(
  request: SectionCommentsHost['request'],
  sessionId: string,
  commentId: number,
) {
  return request<void>(`/comments/${commentId}/`, {
    method: 'DELETE',
    query: { session_id: sessionId },
  })
}

export function useDeleteSectionComment(sessionId: string, sectionSlug: string, commentId: number) {
  const queryClient = useQueryClient()
  const { request, onDeleted } = useSectionHost()
  return useMutation({
    mutationFn: () => deleteSectionComment(request, sessionId, commentId),
    onSuccess: () => {
      onDeleted(commentId)
      queryClient.setQueryData<SectionCommentList>(sectionCommentKeys.list(sessionId, sectionSlug), (list) =>
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
