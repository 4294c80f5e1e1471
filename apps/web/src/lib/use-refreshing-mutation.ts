import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'

/**
 * A mutation that, once it succeeds, refreshes the queries under `refreshes` (every query on screen
 * for `'everything'`) without waiting for them: the part that asked says what happened at once,
 * before the lists refresh and it may leave them (a callback of an unmounted part would never run).
 */
export function useRefreshingMutation<Data, Variables>(
  mutationFn: (variables: Variables) => Promise<Data>,
  refreshes: QueryKey | 'everything',
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries(refreshes === 'everything' ? undefined : { queryKey: refreshes })
    },
  })
}
