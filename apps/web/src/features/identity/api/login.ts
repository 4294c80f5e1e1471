import { useMutation, useQueryClient } from '@tanstack/react-query'
import { UserResponseSchema, type LoginBodySchema } from '@kindred/contract/identity'
import type { z } from 'zod'
import { apiRequest } from '@/lib/api-client'
import { IDENTITY_API, identityKeys } from './keys'

/**
 * `globalErrors: false`: a wrong password (401) or an unconfirmed email (403) is answered by the
 * form; neither may sign anyone out or show "Access forbidden!".
 */
export function login(body: z.output<typeof LoginBodySchema>) {
  return apiRequest(`${IDENTITY_API}/login`, {
    method: 'POST',
    body,
    schema: UserResponseSchema,
    globalErrors: false,
  })
}

export function useLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: login,
    onSuccess: (data) => queryClient.setQueryData(identityKeys.me, data),
  })
}
