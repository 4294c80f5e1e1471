import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'

interface OptimisticToggle<TData, TVariables, TResult> {
  queryKey: QueryKey
  send: (variables: TVariables) => Promise<TResult>
  /** What the cached state becomes at once, before the server answers. */
  guess: (current: TData | null | undefined, variables: TVariables) => TData
  /** What it becomes with the server's answer (its counts are read after the write). */
  answered: (current: TData | null | undefined, result: TResult, variables: TVariables) => TData
}

/**
 * A give or take back that shows at once (SPEC §9: every action answers at once in the page): the
 * cached state under `queryKey` is changed before the request, put back exactly as it was when the
 * request fails (the caller says so), and replaced by the server's answer when it succeeds.
 */
export function useOptimisticToggle<TData, TVariables, TResult>({
  queryKey,
  send,
  guess,
  answered,
}: OptimisticToggle<TData, TVariables, TResult>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: send,
    onMutate: async (variables: TVariables) => {
      // A status request still on its way must not overwrite the guess when it lands.
      await queryClient.cancelQueries({ queryKey })
      const previous = queryClient.getQueryData<TData | null>(queryKey)
      queryClient.setQueryData<TData>(queryKey, guess(previous, variables))
      return { previous }
    },
    onError: (_error, _variables, context) => {
      // Never loaded (the status call failed, say): back to "unknown", read from the page's own counts.
      queryClient.setQueryData<TData | null>(queryKey, context?.previous ?? null)
    },
    onSuccess: (result, variables) => {
      queryClient.setQueryData<TData | null>(queryKey, (current) => answered(current, result, variables))
    },
  })
}
