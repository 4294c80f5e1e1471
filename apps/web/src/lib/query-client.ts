import { QueryClient } from '@tanstack/react-query'
import { onForgetCachedData } from './cached-data'

/** Seed §9: no retries and no refetch on window focus; failures surface once, where they happened. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  })
}

export const queryClient = createQueryClient()
onForgetCachedData(() => queryClient.clear())
