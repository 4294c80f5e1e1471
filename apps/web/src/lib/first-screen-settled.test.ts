import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LATEST_MS, QUIET_MS, whenFirstScreenSettled } from './first-screen-settled'

/** Files and answers the page has received so far, as the browser's resource timing lists them. */
let arrived: { responseEnd: number }[] = []

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance'] })
  // The browser's idle callback, a frame after it is asked for.
  vi.stubGlobal('requestIdleCallback', (then: () => void) => setTimeout(then, 16))
  arrived = []
  vi.spyOn(performance, 'getEntriesByType').mockImplementation(
    () => arrived as unknown as PerformanceEntryList,
  )
  document.body.innerHTML = '<main><p role="status">Loading…</p></main>'
})
afterEach(() => {
  vi.useRealTimers()
  document.body.innerHTML = ''
})

const drawFirstScreen = () => {
  document.body.innerHTML = '<main><h1>The guide</h1></main>'
}

describe('when the first screen has settled', () => {
  it('waits for the page to draw its heading, and for a quiet moment after the last answer', async () => {
    const settled = vi.fn()
    whenFirstScreenSettled(settled)
    await vi.advanceTimersByTimeAsync(3000)
    // Still loading its route: nothing yet, however long it takes.
    expect(settled).not.toHaveBeenCalled()

    drawFirstScreen()
    // The route's answer has just arrived: its rendering comes next, so not yet.
    arrived.push({ responseEnd: performance.now() })
    await vi.advanceTimersByTimeAsync(QUIET_MS / 2)
    expect(settled).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(QUIET_MS)
    expect(settled).toHaveBeenCalledOnce()
    await vi.advanceTimersByTimeAsync(LATEST_MS)
    expect(settled).toHaveBeenCalledOnce()
  })

  it('goes ahead at the latest some seconds after load, on a page that never goes quiet', async () => {
    const settled = vi.fn()
    drawFirstScreen()
    whenFirstScreenSettled(settled)
    const busy = setInterval(() => arrived.push({ responseEnd: performance.now() }), 200)
    await vi.advanceTimersByTimeAsync(LATEST_MS - 500)
    expect(settled).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1000)
    expect(settled).toHaveBeenCalledOnce()
    clearInterval(busy)
  })
})
