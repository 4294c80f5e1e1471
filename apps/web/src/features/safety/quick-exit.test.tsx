import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { QuickExitButton } from './components/quick-exit-button'
import { useQuickExitShortcut } from './hooks/use-quick-exit-shortcut'
import { DEFAULT_QUICK_EXIT_URL, readQuickExitUrl } from './quick-exit'

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
