import { useEffect, useRef, type RefObject } from 'react'

/**
 * Reads a list again every `everyMs` while the page is in view and the person is not working in it:
 * for lists no notification tells about (reports reach no moderator's bell, decision 039). Nothing
 * moves while focus is inside `area` (a decision being made), and a list that failed to load is not
 * asked for again on its own: its error says what to do.
 */
export function useRefreshWhileIdle(
  refresh: () => unknown,
  area: RefObject<HTMLElement | null>,
  everyMs: number | undefined,
  failed: boolean,
): void {
  // The latest of each, without restarting the timer on every render.
  const latest = useRef({ refresh, failed })
  useEffect(() => {
    latest.current = { refresh, failed }
  })
  useEffect(() => {
    if (everyMs === undefined) return undefined
    const timer = setInterval(() => {
      if (document.visibilityState === 'hidden' || latest.current.failed) return
      if (area.current?.contains(document.activeElement)) return
      void latest.current.refresh()
    }, everyMs)
    return () => clearInterval(timer)
  }, [area, everyMs])
}
