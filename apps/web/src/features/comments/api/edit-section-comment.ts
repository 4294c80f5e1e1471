import { useMutation, useQueryClient } from '@tanstack/react-query'
import { GuideCommentSchema } from '@kindred/contract/comments-sections'
import { useSectionHost, type SectionCommentsHost } from '../hooks/section-host'
import type { SectionCommentList } from './list-section-comments'
import { sectionCommentKeys } from './section-keys'

/** Changes the text of your own comment; the server answers with it, marked edited. */
export function editSectionComment(
  request: SectionCommentsHost['request'],
  sessionId: string,
  commentId: number,
  body: string,
) {
  return request(`/comments/${commentId}/`, {
    method: 'PATCH',
    body: { session_id: sessionId, body },
    schema: GuideCommentSchema,
  })
}

export function useEditSectionComment(sessionId: string, sectionSlug: string, commentId: number) {
  const queryClient = useQueryClient()
  const { request } = useSectionHost()
  return useMutation({
    mutationFn: (body: string) => editSectionComment(request, sessionId, commentId, body),
    onSuccess: (comment) =>
      queryClient.setQueryData<SectionCommentList>(sectionCommentKeys.list(sessionId, sectionSlug), (list) =>
        list ? { ...list, results: list.results.map((c) => (c.id === comment.id ? comment : c)) } : list,
      ),
  })
}
