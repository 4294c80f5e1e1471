import { useMutation } from '@tanstack/react-query'
import type { EmailChangeRequestBodySchema } from '@kindred/contract/identity'
import type { z } from 'zod'
import { requestChangeLink } from './request-change-link'

/** Emails a link to the new address (and a notice to the old one). */
export function requestEmailChange(body: z.output<typeof EmailChangeRequestBodySchema>) {
  return requestChangeLink('email', body)
}

export function useRequestEmailChange() {
  return useMutation({ mutationFn: requestEmailChange })
}
