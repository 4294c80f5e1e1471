import { useEffect, useRef } from 'react'

/**
 * Runs `action` once after the first render. Tokens are single-use, so confirming one twice (as
 * StrictMode's double effects would) must never happen.
 */
export function useRunOnce(action: () => void): void {
  const done = useRef(false)
  useEffect(() => {
    if (done.current) return
    done.current = true
    action()
  }, [action])
}
