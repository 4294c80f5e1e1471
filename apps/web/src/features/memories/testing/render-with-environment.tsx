import type { ReactNode } from 'react'
import { renderWithProviders } from '@/test/render-with-providers'
import {
  defaultMemoriesEnvironment,
  MemoriesEnvironmentProvider,
  type MemoriesEnvironment,
} from '../components/memories-context'

const labels: Record<string, string> = {
  'self-harm-suicide': 'Self-harm and suicide',
  neglect: 'Neglect',
  'physical-violence': 'Physical violence',
}

/** A memories component with the query client, a router and the environment the pages hand in. */
export function renderWithEnvironment(ui: ReactNode, environment: Partial<MemoriesEnvironment> = {}) {
  const value: MemoriesEnvironment = {
    ...defaultMemoriesEnvironment,
    signedIn: true,
    filterLabel: (slug) => labels[slug] ?? slug,
    ...environment,
  }
  return renderWithProviders(<MemoriesEnvironmentProvider value={value}>{ui}</MemoriesEnvironmentProvider>)
}
