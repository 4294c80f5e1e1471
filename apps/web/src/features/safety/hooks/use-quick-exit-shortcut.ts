import { useEffect } from 'react'
import { quickExit } from '../lib/quick-exit'
import { createTripleShiftDetector } from '../lib/triple-shift'

/** Shift pressed three times, anywhere in the app, leaves at once. */
export function useQuickExitShortcut(): void {
  useEffect(() => {
    const detect = createTripleShiftDetector(quickExit)
    // Capture phase: a focused widget that stops propagation cannot swallow the way out.
    window.addEventListener('keydown', detect, { capture: true })
    return () => window.removeEventListener('keydown', detect, { capture: true })
  }, [])
}
