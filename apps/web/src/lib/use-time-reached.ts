import { useEffect, useState } from 'react'

/** setTimeout waits at most this long (about 24.8 days); a later moment is waited for in steps. */
const LONGEST_TIMEOUT = 2 ** 31 - 1

const reached = (iso: string | null | undefined, now = Date.now()) => {
  if (!iso) return true
  const at = Date.parse(iso)
  return Number.isNaN(at) || at <= now
}

/**
 * Whether the moment the server named (`iso`) has come: true for none, or for something odd. The
 * component renders again when it comes, so a wait that ends while the page is open ends on screen.
 */
export function useTimeReached(iso: string | null | undefined): boolean {
  const [tick, setTick] = useState(0)
  const done = reached(iso)
  useEffect(() => {
    if (done || !iso) return
    const delay = Math.min(Date.parse(iso) - Date.now(), LONGEST_TIMEOUT)
    // A step at a time when far off; each step renders, checks again and waits for the rest.
    const timer = setTimeout(() => setTick((count) => count + 1), Math.max(delay, 0))
    return () => clearTimeout(timer)
  }, [done, iso, tick])
  return done
}
