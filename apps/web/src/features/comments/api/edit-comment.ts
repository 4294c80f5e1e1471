import { useMutation, useQueryClient } from '@tanstack/react-query'
import { CommentSchema } from '@kindred/contract/comments'
import { COMMENT_PATHS } from '@kindred/contract/comments-constants'
import { apiRequest } from '@/lib/api-client'
import type { CommentSubjectRef } from './comment-subject'
import { commentKeys } from './keys'

/** Changes the text of your own comment; the server answers with it, marked edited. */
export async function editComment(subject: CommentSubjectRef, id: string | number, body: string) {
  if (subject.kind === 'memory')
    return apiRequest(COMMENT_PATHS.one(String(id)), {
      method: 'PATCH',
      body: { body },
      schema: CommentSchema,
    })
  return subject.edit(id, body)
}

export function useEditComment(subject: CommentSubjectRef, id: string | number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: string) => editComment(subject, id, body),
    onSuccess: (edited) => {
      if (subject.kind === 'section' && 'section_slug' in edited) subject.edited(queryClient, edited)
      else return queryClient.invalidateQueries({ queryKey: commentKeys.of(subject) })
    },
  })
}
