import { render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { forgetKindredStorage, setSharedDevice, useDeviceStorageStore } from './device-storage'
import { useShownBefore } from './shown-before'

const KEY = 'kindred-test-intro'

function Intro() {
  return <p>{useShownBefore(KEY) ? 'welcome back' : 'first time'}</p>
}

/** The page opened once, as a person would open it, and left. */
function visit(): string {
  const { unmount } = render(<Intro />)
  const said = screen.getByRole('paragraph').textContent ?? ''
  unmount()
  return said
}

beforeEach(() => useDeviceStorageStore.setState({ shared: false, sealed: false }))

describe('useShownBefore', () => {
  it('says "not before" on the first visit, for the whole visit, and "before" on every visit after', () => {
    const { rerender, unmount } = render(<Intro />)
    expect(screen.getByText('first time')).toBeTruthy()
    // Noted for next time, but this visit does not change under the person.
    rerender(<Intro />)
    expect(screen.getByText('first time')).toBeTruthy()
    unmount()
    expect(localStorage.getItem(KEY)).toBe('true')
    expect(sessionStorage.getItem(KEY)).toBeNull()
    expect(visit()).toBe('welcome back')
    expect(visit()).toBe('welcome back')
  })

  it('on a shared device: kept in this tab only, and forgotten by a quick exit', () => {
    expect(setSharedDevice(true)).toBe(true)
    expect(visit()).toBe('first time')
    expect(localStorage.getItem(KEY)).toBeNull()
    expect(sessionStorage.getItem(KEY)).toBe('true')
    expect(visit()).toBe('welcome back')

    forgetKindredStorage()
    expect(sessionStorage.getItem(KEY)).toBeNull()
    expect(localStorage.getItem(KEY)).toBeNull()
    // The page is leaving: nothing is written again.
    expect(visit()).toBe('first time')
    expect(sessionStorage.getItem(KEY)).toBeNull()
    setSharedDevice(false)
  })

  it('storage the browser refuses: shown as to someone new, and nothing breaks', () => {
    const refuse = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    }
    for (const storage of [localStorage, sessionStorage]) {
      vi.spyOn(storage, 'getItem').mockImplementation(refuse)
      vi.spyOn(storage, 'setItem').mockImplementation(refuse)
    }
    expect(visit()).toBe('first time')
    expect(visit()).toBe('first time')
  })
})
