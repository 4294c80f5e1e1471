import { queryOptions, useQuery } from '@tanstack/react-query'
import { UserResponseSchema } from '@kindred/contract/identity'
import { apiRequest } from '@/lib/api-client'
import { IDENTITY_API, identityKeys } from './keys'

/**
 * The signed-in person. `globalErrors: false` is for checking a Google sign-in that may not have
 * happened: a 401 then means "not signed in", not "your session ended".
 */
export function getMe(options: { globalErrors?: boolean } = {}) {
  return apiRequest(`${IDENTITY_API}/me`, {
    schema: UserResponseSchema,
    globalErrors: options.globalErrors ?? true,
  })
}

export const meQueryOptions = () => queryOptions({ queryKey: identityKeys.me, queryFn: () => getMe() })

export function useMe() {
  return useQuery(meQueryOptions())
}
