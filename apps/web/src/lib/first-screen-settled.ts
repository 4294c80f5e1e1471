// When the first screen has settled (decision 061). Work the first screen does not need (installing
// the service worker, keeping the app for offline) waits for it: on a phone it otherwise takes the
// CPU and the connection from the first render, the route's own chunk and its first answers.

/** This long without a file or an answer arriving and without a long task counts as settled. */
export const QUIET_MS = 1000
/** Settled or not, at the latest this long after `load` (a page that never goes quiet). */
export const LATEST_MS = 10_000
/** How long to wait for an idle moment before looking again anyway. */
const IDLE_TIMEOUT_MS = 1000

/** Runs `then` when the browser is idle (or after `timeout`; at once where there is no such call). */
export function whenIdle(then: () => void, timeout = IDLE_TIMEOUT_MS): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(then, { timeout })
  else window.setTimeout(then, 0)
}

/** The page's own first screen is drawn: every page has its one <h1> in <main> (components/ui/page). */
const firstScreenDrawn = () => document.querySelector('main h1') !== null

/** When something last kept the page busy: a file or an answer arriving, or a long task ending. */
function busyUntil(longTasksEnd: number): number {
  let last = longTasksEnd
  for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    last = Math.max(last, entry.responseEnd)
  return last
}

/** Follows long tasks where the browser reports them; answers when the last one ended. */
function followLongTasks(): { end: () => number; stop: () => void } {
  let end = 0
  let observer: PerformanceObserver | undefined
  try {
    observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) end = Math.max(end, entry.startTime + entry.duration)
    })
    observer.observe({ type: 'longtask', buffered: true })
  } catch {
    // No long-task reports here: files and answers alone say when the page is busy.
  }
  return { end: () => end, stop: () => observer?.disconnect() }
}

/**
 * Calls `then` once, when the first screen has settled: the page has loaded, its route has drawn its
 * heading, nothing has arrived and no long task has run for QUIET_MS, and the browser is idle; or at
 * the latest LATEST_MS after `load`.
 */
export function whenFirstScreenSettled(then: () => void): void {
  const afterLoad = () => {
    const loaded = performance.now()
    const longTasks = followLongTasks()
    const check = () => {
      const now = performance.now()
      const quiet = now - busyUntil(longTasks.end()) >= QUIET_MS
      if ((firstScreenDrawn() && quiet) || now - loaded >= LATEST_MS) {
        longTasks.stop()
        then()
      } else {
        window.setTimeout(() => whenIdle(check), QUIET_MS / 4)
      }
    }
    whenIdle(check)
  }
  if (document.readyState === 'complete') afterLoad()
  else window.addEventListener('load', afterLoad, { once: true })
}
