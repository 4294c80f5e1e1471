import { useEffect, useRef } from 'react'

/**
 * Runs `action` once after the first render, StrictMode's second effect included: for what must
 * happen once per visit (an emailed token is single-use; opening the notifications marks them seen).
 */
export function useRunOnce(action: () => void): void {
  const done = useRef(false)
  useEffect(() => {
    if (done.current) return
    done.current = true
    action()
  }, [action])
}
