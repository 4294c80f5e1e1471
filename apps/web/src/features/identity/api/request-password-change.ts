import { useMutation } from '@tanstack/react-query'
import type { PasswordChangeRequestBodySchema } from '@kindred/contract/identity'
import type { z } from 'zod'
import { requestChangeLink } from './request-change-link'

/** Emails a link to set or change the password (accounts without one send no current password). */
export function requestPasswordChange(body: z.output<typeof PasswordChangeRequestBodySchema>) {
  return requestChangeLink('password', body)
}

export function useRequestPasswordChange() {
  return useMutation({ mutationFn: requestPasswordChange })
}
