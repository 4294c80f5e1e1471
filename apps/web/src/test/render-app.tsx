import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router'
import { Providers } from '@/app/providers'
import { appRoutes } from '@/app/router'

/** The whole app (layout, header, every route) at a given address, without a browser. */
export function renderApp(path: InitialEntry) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] })
  const view = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  )
  return { router, ...view }
}
