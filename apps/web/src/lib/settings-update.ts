import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { apiRequest } from './api-client'

/**
 * A PATCH of settings whose answer is every setting as it now is: the cached copy under `key` takes
 * that answer at once, so the screen shows what was saved without asking again. The schema is given
 * as `{ schema: SomethingSchema }` so that a production build drops it (decision 068).
 */
export function settingsUpdate<Patch, Settings>(
  path: string,
  { schema }: { schema: { parse: (data: unknown) => Settings } },
  key: QueryKey,
) {
  const update = (patch: Patch) => apiRequest(path, { method: 'PATCH', body: patch, schema })
  function useUpdate() {
    const queryClient = useQueryClient()
    return useMutation({
      mutationFn: update,
      onSuccess: (settings: Settings) => queryClient.setQueryData(key, settings),
    })
  }
  return { update, useUpdate }
}
