import { useMutation, useQueryClient } from '@tanstack/react-query'
import { GuideCommentSchema } from '@kindred/contract/comments-sections'
import { useSectionHost, type SectionCommentsHost } from '../hooks/section-host'
import { sectionCommentKeys } from './section-keys'

export interface NewSectionComment {
  section_slug: string
  trauma_slug?: string
  body: string
  anonymous: boolean
}

/** Leaves a comment on a report section (201 with the comment, `mine: true`). */
export function createSectionComment(
  request: SectionCommentsHost['request'],
  sessionId: string,
  comment: NewSectionComment,
) {
  return request('/comments/', {
    method: 'POST',
    body: { session_id: sessionId, ...comment },
    schema: GuideCommentSchema,
  })
}

export function useCreateSectionComment(sessionId: string, sectionSlug: string) {
  const queryClient = useQueryClient()
  const { request, onPosted } = useSectionHost()
  return useMutation({
    mutationFn: (comment: NewSectionComment) => createSectionComment(request, sessionId, comment),
    onSuccess: (comment) => {
      onPosted(comment.id)
      return queryClient.invalidateQueries({ queryKey: sectionCommentKeys.list(sessionId, sectionSlug) })
    },
  })
}
