import { useMutation } from '@tanstack/react-query'
import { sendVote } from './vote'

/** Takes your "this resonates" back (idempotent). */
export const unvote = (shareableLink: string) => sendVote('DELETE', shareableLink)

export function useUnvote() {
  return useMutation({ mutationFn: unvote })
}
