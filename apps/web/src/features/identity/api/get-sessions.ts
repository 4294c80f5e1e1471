import { queryOptions, useQuery } from '@tanstack/react-query'
import { SessionsResponseSchema } from '@kindred/contract/identity'
import { apiRequest } from '@/lib/api-client'
import { IDENTITY_API, identityKeys } from './keys'

/** The devices this account is signed in on. */
export function getSessions() {
  return apiRequest(`${IDENTITY_API}/sessions`, { schema: SessionsResponseSchema })
}

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: identityKeys.sessions, queryFn: getSessions })

export function useSessions() {
  return useQuery(sessionsQueryOptions())
}
