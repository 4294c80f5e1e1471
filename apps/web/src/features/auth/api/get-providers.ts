import { queryOptions, useQuery } from '@tanstack/react-query'
import { ProvidersResponseSchema } from '@kindred/contract/auth'
import { apiRequest } from '@/lib/api-client'
import { AUTH_API, authKeys } from './keys'

/** Which outside sign-ins this server offers (Google only when it is configured). */
export function getProviders() {
  return apiRequest(`${AUTH_API}/providers`, { schema: ProvidersResponseSchema })
}

export const providersQueryOptions = () =>
  queryOptions({ queryKey: authKeys.providers, queryFn: getProviders, staleTime: Infinity })

export function useProviders() {
  return useQuery(providersQueryOptions())
}
