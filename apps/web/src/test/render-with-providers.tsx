import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { Providers } from '@/lib/providers'

/** A part of the app as the app renders it: inside a router (at `path`), with the query client. */
export function renderWithProviders(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Providers>{ui}</Providers>
    </MemoryRouter>,
  )
}
