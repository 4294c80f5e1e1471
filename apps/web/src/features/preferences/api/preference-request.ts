import { useQuery, type QueryKey } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { logPreferenceFailure } from './keys'

/** A read of preferences whose failure is only logged, as `what` (seed §8), then thrown to the query. */
export async function preferenceRequest<T>(
  path: string,
  { schema, what = 'your preferences' }: { schema?: { parse: (data: unknown) => T }; what?: string },
) {
  try {
    return await apiRequest(path, { schema })
  } catch (error) {
    logPreferenceFailure(what, error)
    throw error
  }
}

/** Preferences change only by their own update, whose answer refreshes them: never stale on their own. */
export function usePreferenceQuery<T>(queryKey: QueryKey, queryFn: () => Promise<T>, enabled: boolean) {
  return useQuery({ queryKey, queryFn, enabled, staleTime: Infinity })
}
