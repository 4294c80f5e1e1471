import { cleanup, configure } from '@testing-library/react'
import './with-i18n'
import { afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { showLanguage } from '@/lib/i18n/show-language'
import { useNoticeStore } from '@/lib/notices'
import { queryClient } from '@/lib/query-client'

// Pages load lazily, as in the app, and the guide's screens lazily inside its page; the first test of
// a file also pays for transforming them. On a busy machine (the CI runs every project at once) that
// took more than 5 s once, so waits allow 10 s; the test time limit (15 s) stays above it.
configure({ asyncUtilTimeout: 10_000 })

// The app loads the saved-theme code with a call it does not wait for (signing in, the theme toggle).
// A test may end before that import resolves, and a module loaded after teardown is an error, so the
// module is loaded once up front: the import then resolves from the cache.
beforeAll(async () => {
  await import('@/features/preferences/lib/saved-theme')
  // The app shows nothing before its language's messages are in; the tests read English.
  await showLanguage('en')
})

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
