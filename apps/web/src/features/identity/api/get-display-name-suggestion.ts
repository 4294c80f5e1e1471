import { queryOptions, useQuery } from '@tanstack/react-query'
import { DisplayNameSuggestionSchema } from '@kindred/contract/identity'
import { apiRequest } from '@/lib/api-client'
import { IDENTITY_API, identityKeys } from './keys'

/** A gentle random pseudonym such as "Quiet Heron", offered at sign-up. */
export function getDisplayNameSuggestion() {
  return apiRequest(`${IDENTITY_API}/display-name-suggestion`, { schema: DisplayNameSuggestionSchema })
}

export const displayNameSuggestionQueryOptions = () =>
  queryOptions({
    queryKey: identityKeys.displayNameSuggestion,
    queryFn: getDisplayNameSuggestion,
    // A new one only when the person asks for another.
    staleTime: Infinity,
    gcTime: 0,
  })

export function useDisplayNameSuggestion() {
  return useQuery(displayNameSuggestionQueryOptions())
}
