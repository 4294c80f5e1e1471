import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { QUICK_EXIT_SIGN_OUT_PATH } from '@kindred/contract/http'
import { QuickExitButton } from '../components/quick-exit-button'
import { useQuickExitShortcut } from '../hooks/use-quick-exit-shortcut'
import { setSharedDevice, useDeviceStorageStore } from '@/lib/device-storage'
import { resetDraftStorageForTests } from '@/lib/draft-storage'
import { fakeServiceWorker } from '@/test/service-worker'
import { LEAVING_KEY } from './leave-history'
import { DEFAULT_QUICK_EXIT_URL, quickExit, readQuickExitUrl, resumeQuickExit } from './quick-exit'
import { STAY_SIGNED_IN_KEY } from './quick-exit-sign-out'
import { setStaySignedIn } from './stay-signed-in-choice'

const NEUTRAL = 'https://weather.example/today'
let replace: ReturnType<typeof vi.fn<(url: string | URL) => void>>

function setMeta(content: string | null) {
  document.head.querySelector('meta[name="kindred:quick-exit-url"]')?.remove()
  if (content === null) return
  const meta = document.createElement('meta')
  meta.name = 'kindred:quick-exit-url'
  meta.content = content
  document.head.append(meta)
}

function ShortcutHost() {
  useQuickExitShortcut()
  return <p>Page</p>
}

const shift = (repeat = false) => fireEvent.keyDown(window, { key: 'Shift', repeat })

beforeEach(() => {
  replace = vi.fn<(url: string | URL) => void>()
  vi.spyOn(window.location, 'replace').mockImplementation(replace)
  setMeta(NEUTRAL)
  document.title = 'Memories · Kindred'
})
afterEach(() => {
  vi.useRealTimers()
  setMeta(null)
})

describe('quick exit URL', () => {
  it('comes from the meta tag the server fills in, with a default when it is missing or unsafe', () => {
    expect(readQuickExitUrl()).toBe(NEUTRAL)
    setMeta('javascript:alert(1)')
    expect(readQuickExitUrl()).toBe(DEFAULT_QUICK_EXIT_URL)
    setMeta(null)
    expect(readQuickExitUrl()).toBe(DEFAULT_QUICK_EXIT_URL)
  })
})

describe('quick exit button', () => {
  it('blanks the page and the title at once, then replaces this page with the neutral site', async () => {
    render(<QuickExitButton />)
    await userEvent.click(screen.getByRole('button', { name: 'Quick exit' }))
    expect(document.body.hidden).toBe(true)
    expect(document.title).toBe('')
    expect(replace).toHaveBeenCalledExactlyOnceWith(NEUTRAL)
  })
})

describe('on a shared device', () => {
  beforeEach(() => {
    useDeviceStorageStore.setState({ shared: false, sealed: false })
    localStorage.setItem('kindred-guide', '{"state":{"userAnswers":[]},"version":0}')
    localStorage.setItem('kindred-theme', '{"state":{"choice":"dark"},"version":0}')
    localStorage.setItem('another-site', 'kept')
    document.cookie = 'csrfToken=abc; Path=/'
  })

  it('quick exit forgets every Kindred key before leaving; the cookies are left to the sign-out', () => {
    expect(setSharedDevice(true)).toBe(true)
    sessionStorage.setItem('kindred-preferences', '{}')
    quickExit()
    const keys = [...Object.keys(localStorage), ...Object.keys(sessionStorage)]
    expect(keys).toEqual(['another-site'])
    // The sign-out needs it beside its header as the browser sends it; the server's answer clears it.
    expect(document.cookie).toContain('csrfToken=abc')
    expect(replace).toHaveBeenCalledExactlyOnceWith(NEUTRAL)
  })

  it('otherwise quick exit leaves what the person saved where it was', () => {
    quickExit()
    expect(Object.keys(localStorage).sort()).toEqual(['another-site', 'kindred-guide', 'kindred-theme'])
    expect(document.cookie).toContain('csrfToken=abc')
    expect(replace).toHaveBeenCalledExactlyOnceWith(NEUTRAL)
  })

  it('empties the offline copies on any device; on a shared device push and the worker go too', async () => {
    const browser = fakeServiceWorker()
    try {
      quickExit()
      expect(browser.messages).toEqual([expect.objectContaining({ type: 'kindred-forget', device: false })])
      await vi.waitFor(() => expect(browser.cacheNames()).toEqual([]))

      document.body.hidden = false
      setSharedDevice(true)
      quickExit()
      // The worker is handed the CSRF value, to tell the server this device's push ends.
      expect(browser.messages[1]).toMatchObject({ device: true, push: { token: 'abc' } })
    } finally {
      browser.remove()
    }
  })

  it('wipes unsent drafts on any device, shared or not', () => {
    sessionStorage.setItem('kindred-draft-memory', '{"body":"Something private"}')
    sessionStorage.setItem('kindred-preferences', '{}')
    quickExit()
    resetDraftStorageForTests()
    expect(Object.keys(sessionStorage)).toEqual(['kindred-preferences'])
    expect(Object.keys(localStorage).sort()).toEqual(['another-site', 'kindred-guide', 'kindred-theme'])
  })
})

describe('signing out as it leaves', () => {
  let sent: { url: string; init: RequestInit }[]
  let answer: () => void
  beforeEach(() => {
    useDeviceStorageStore.setState({ shared: false, sealed: false })
    document.cookie = 'csrfToken=abc; Path=/'
    sent = []
    // The server's answer comes only when the test says: the exit must not be waiting for it.
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit) => {
        sent.push({ url, init })
        return new Promise<Response>(
          (resolve) => (answer = () => resolve(new Response(null, { status: 204 }))),
        )
      }),
    )
  })
  afterEach(() => {
    answer?.()
    vi.unstubAllGlobals()
    localStorage.removeItem(STAY_SIGNED_IN_KEY)
  })
  const body = (index = 0) => JSON.parse(String(sent[index]!.init.body)) as unknown

  it('sends the sign-out with keepalive and the CSRF header, and leaves without waiting for it', () => {
    quickExit()
    expect(replace).toHaveBeenCalledExactlyOnceWith(NEUTRAL)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.url).toBe(QUICK_EXIT_SIGN_OUT_PATH)
    expect(sent[0]!.init).toMatchObject({
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', 'x-csrf-token': 'abc' },
    })
    expect(body()).toEqual({ shared_device: false })
  })

  it('keeps the person signed in when they chose so for this device, but never on a shared device', () => {
    expect(setStaySignedIn(true)).toBe(true)
    quickExit()
    expect(replace).toHaveBeenCalledOnce()
    expect(sent).toEqual([])

    document.body.hidden = false
    setSharedDevice(true)
    quickExit()
    expect(sent[0]!.init.headers).toMatchObject({ 'x-csrf-token': 'abc' })
    expect(body()).toEqual({ shared_device: true })
    // The choice itself was Kindred's key in this browser: gone with the rest.
    expect(localStorage.getItem(STAY_SIGNED_IN_KEY)).toBeNull()
  })

  it('is not sent again by an exit resumed in a later document', () => {
    sessionStorage.setItem(LEAVING_KEY, JSON.stringify({ until: Date.now() + 1000, forget: false }))
    resumeQuickExit()
    expect(replace).toHaveBeenCalledOnce()
    expect(sent).toEqual([])
  })
})

describe('a quick exit that must be finished when the app starts', () => {
  it('leaves at once from a history entry a quick exit left behind, and the app does not start', () => {
    window.history.replaceState({ kindredQuickExit: true }, '', '/')
    expect(resumeQuickExit()).toBe(true)
    expect(document.body.hidden).toBe(true)
    expect(replace).toHaveBeenCalledExactlyOnceWith(NEUTRAL)
  })

  it('carries on an exit begun in the page before, and forgets again if it was asked to', () => {
    localStorage.setItem('kindred-guide', '{}')
    sessionStorage.setItem(LEAVING_KEY, JSON.stringify({ until: Date.now() + 1000, forget: true }))
    expect(resumeQuickExit()).toBe(true)
    expect(replace).toHaveBeenCalledExactlyOnceWith(NEUTRAL)
    expect(Object.keys(localStorage)).toEqual([])
    expect(Object.keys(sessionStorage)).toEqual([])
  })

  it('opens as usual when nothing is under way, or the note is a leftover from long ago', () => {
    expect(resumeQuickExit()).toBe(false)
    sessionStorage.setItem(LEAVING_KEY, JSON.stringify({ until: Date.now() - 1, forget: false }))
    expect(resumeQuickExit()).toBe(false)
    expect(replace).not.toHaveBeenCalled()
    expect(document.body.hidden).toBe(false)
    expect(sessionStorage.getItem(LEAVING_KEY)).toBeNull()
  })
})

describe('Shift pressed three times', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    render(<ShortcutHost />)
  })

  it('leaves when pressed three times within 1.5 seconds', () => {
    shift()
    vi.advanceTimersByTime(500)
    shift()
    vi.advanceTimersByTime(500)
    shift()
    expect(document.body.hidden).toBe(true)
    expect(replace).toHaveBeenCalledExactlyOnceWith(NEUTRAL)
  })

  it('does nothing after two presses', () => {
    shift()
    shift()
    expect(replace).not.toHaveBeenCalled()
    expect(document.body.hidden).toBe(false)
  })

  it('does not count a held key repeating', () => {
    shift()
    shift(true)
    shift(true)
    shift(true)
    expect(replace).not.toHaveBeenCalled()
  })

  it('does not count presses spread over more than 1.5 seconds', () => {
    shift()
    vi.advanceTimersByTime(900)
    shift()
    vi.advanceTimersByTime(900)
    shift()
    expect(replace).not.toHaveBeenCalled()
  })

  it('starts again when another key comes in between (typing capitals)', () => {
    shift()
    fireEvent.keyDown(window, { key: 'I' })
    shift()
    shift()
    expect(replace).not.toHaveBeenCalled()
    shift()
    expect(replace).toHaveBeenCalledOnce()
  })
})
