import { queryOptions, useQuery } from '@tanstack/react-query'
import { ProvidersResponseSchema } from '@kindred/contract/identity'
import { apiRequest } from '@/lib/api-client'
import { IDENTITY_API, identityKeys } from './keys'

/** Which outside sign-ins this server offers (Google only when it is configured). */
export function getProviders() {
  return apiRequest(`${IDENTITY_API}/providers`, { schema: ProvidersResponseSchema })
}

export const providersQueryOptions = () =>
  queryOptions({ queryKey: identityKeys.providers, queryFn: getProviders, staleTime: Infinity })

export function useProviders() {
  return useQuery(providersQueryOptions())
}
