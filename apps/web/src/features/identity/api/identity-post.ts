import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { UserResponseSchema } from '@kindred/contract/identity'
import type { z } from 'zod'
import { apiRequest, type ApiRequestOptions } from '@/lib/api-client'
import { IDENTITY_API, identityKeys } from './keys'

/**
 * A POST of a form to the identity API (`path` under /api/v1/auth): how signing up, signing in and
 * every emailed link's step talk to the server. The options are `apiRequest`'s, `schema:
 * SomethingSchema` among them, which a production build drops (decision 068).
 */
export function identityPost<T>(path: string, options: Omit<ApiRequestOptions<T>, 'method'>) {
  return apiRequest(`${IDENTITY_API}${path}`, { method: 'POST', ...options })
}

/** A call that signs the person in and answers who they are: that answer is `me` from then on. */
export function useSigningIn<Variables>(
  signIn: (variables: Variables) => Promise<z.output<typeof UserResponseSchema>>,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signIn,
    onSuccess: (data) => queryClient.setQueryData(identityKeys.me, data),
  })
}
