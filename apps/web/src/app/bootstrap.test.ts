import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LEAVING_KEY } from '@/features/safety/lib/leave-history'
import { bootstrap } from './bootstrap'

// A quick exit that steps back over this visit's pages lands in earlier documents on its way out.
// Such a document must not start the app: the page it drew, hidden anyway, would ask the server for
// things with the session the exit has just ended (seen in CI as a stray 401 in the shared-device
// journey).

let replace: ReturnType<typeof vi.fn<(url: string | URL) => void>>

beforeEach(() => {
  replace = vi.fn<(url: string | URL) => void>()
  vi.spyOn(window.location, 'replace').mockImplementation(replace)
  document.body.hidden = false
})
afterEach(() => {
  sessionStorage.clear()
  localStorage.clear()
})

describe('starting the app', () => {
  it('starts nothing in a document a quick exit is leaving from', () => {
    sessionStorage.setItem(LEAVING_KEY, JSON.stringify({ until: Date.now() + 1000, forget: false }))
    expect(bootstrap()).toBe(false)
    expect(document.body.hidden).toBe(true)
    expect(replace).toHaveBeenCalledOnce()
  })

  it('starts as usual when no quick exit is under way', () => {
    expect(bootstrap()).toBe(true)
    expect(document.body.hidden).toBe(false)
    expect(replace).not.toHaveBeenCalled()
  })
})
