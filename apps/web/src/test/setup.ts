import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'
import { useNoticeStore } from '@/lib/notices'
import { queryClient } from '@/lib/query-client'

// Unit tests never reach a network: a test that needs answers stubs fetch itself. Pages that load
// something by themselves (the sign-in providers, say) see what they would see offline.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch (no network in unit tests)')
    }),
  )
})

// Every test starts from a browser with nothing remembered: no storage, no cookies, no theme.
afterEach(() => {
  cleanup()
  queryClient.clear()
  useNoticeStore.setState({ notice: null })
  localStorage.clear()
  sessionStorage.clear()
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim()
    // `__Host-` cookies can only be set, and so only removed, with `Secure`.
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; Secure`
  }
  document.documentElement.className = ''
  document.documentElement.style.fontSize = ''
  document.body.hidden = false
  window.history.replaceState(null, '', '/')
})
