import { queryOptions, useQuery } from '@tanstack/react-query'
import { SessionsResponseSchema } from '@kindred/contract/auth'
import { apiRequest } from '@/lib/api-client'
import { AUTH_API, authKeys } from './keys'

/** The devices this account is signed in on. */
export function getSessions() {
  return apiRequest(`${AUTH_API}/sessions`, { schema: SessionsResponseSchema })
}

export const sessionsQueryOptions = () => queryOptions({ queryKey: authKeys.sessions, queryFn: getSessions })

export function useSessions() {
  return useQuery(sessionsQueryOptions())
}
