import { act, render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import { useCookieStore } from '@/features/identity/stores/cookie-store'
import { useGuideStore } from '@/features/guide/stores/guide-store'
import { useRouteStateEffects } from './use-route-state-effects'

function Probe() {
  useRouteStateEffects()
  return null
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <Probe /> }], { initialEntries: [path] })
  render(<RouterProvider router={router} />)
  return router
}

const goToReport = () => useGuideStore.getState().goToReport
const loginInProgress = () => useCookieStore.getState().loginInProgress

beforeEach(() => {
  useGuideStore.getState().setGoToReport(true)
  useCookieStore.getState().setLoginInProgress(true)
})

describe('go-to-report flag', () => {
  it('is kept on /guide', () => {
    renderAt('/guide')
    expect(goToReport()).toBe(true)
  })

  it.each(['/', '/memories', '/help', '/home', '/guide/other'])('is cleared on %s', (path) => {
    renderAt(path)
    expect(goToReport()).toBe(false)
  })

  it('is cleared when leaving /guide for another page', async () => {
    const router = renderAt('/guide')
    await act(() => router.navigate('/memories'))
    expect(goToReport()).toBe(false)
  })
})

describe('login-in-progress indicator', () => {
  it('is reset on /home', () => {
    renderAt('/home')
    expect(loginInProgress()).toBe(false)
  })

  it('is left alone elsewhere', () => {
    renderAt('/login')
    expect(loginInProgress()).toBe(true)
  })
})
