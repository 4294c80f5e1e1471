import { render } from '@testing-library/react'
import { BrowserRouter, MemoryRouter, type InitialEntry } from 'react-router'
import { AppRoutes } from '@/app/router'
// The app loads these with its first lazily loaded page; loaded here with the test file, the first
// test of a file does not spend its waiting time compiling them.
import '@/lib/providers'

/** The whole app (layout, header, every route) at a given address, without a browser. */
export function renderApp(path: InitialEntry) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
  )
}

/**
 * The whole app at a real address of the test browser, as in the browser (`BrowserRouter`): for
 * what happens when the address changes under the app, outside its links.
 */
export function renderAppInBrowser(path: string) {
  window.history.replaceState(null, '', path)
  return render(
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>,
  )
}
