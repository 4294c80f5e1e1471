import { useMutation, useQueryClient } from '@tanstack/react-query'
import { CommentSchema } from '@kindred/contract/comments'
import { COMMENT_PATHS } from '@kindred/contract/comments-constants'
import { GuideCommentSchema } from '@kindred/contract/comments-sections'
import { apiRequest } from '@/lib/api-client'
import type { CommentSubjectRef } from './comment-subject'
import type { SectionCommentList } from './list-section-comments'
import { commentKeys } from './keys'

/** Changes the text of your own comment; the server answers with it, marked edited. */
export async function editComment(subject: CommentSubjectRef, id: string | number, body: string) {
  if (subject.kind === 'memory')
    return apiRequest(COMMENT_PATHS.one(String(id)), {
      method: 'PATCH',
      body: { body },
      schema: CommentSchema,
    })
  return await subject.host.request(`/comments/${id}/`, {
    method: 'PATCH',
    body: { session_id: subject.sessionId, body },
    schema: GuideCommentSchema,
  })
}

export function useEditComment(subject: CommentSubjectRef, id: string | number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: string) => editComment(subject, id, body),
    onSuccess: (edited) => {
      // A section's one page takes the answer in place, in the order it was read (most helpful first).
      if ('section_slug' in edited)
        queryClient.setQueryData<SectionCommentList>(
          commentKeys.of(subject),
          (list) => list && { ...list, results: list.results.map((c) => (c.id === edited.id ? edited : c)) },
        )
      else return queryClient.invalidateQueries({ queryKey: commentKeys.of(subject) })
    },
  })
}
