import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { queryClient } from './query-client'

/**
 * What the parts of the app that talk to the API need around them: the one query client. It comes
 * with those parts (app/lazy-with-providers.tsx), so a first visit to / or /help does not load it.
 */
export function Providers({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
}
