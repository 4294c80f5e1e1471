import { useLayoutEffect } from 'react'
import { quickExit } from '../lib/quick-exit'
import { createTripleShiftDetector } from '../lib/triple-shift'

/**
 * Shift pressed three times, anywhere in the app, leaves at once. Listening from before the first
 * paint (a layout effect): a passive effect runs a moment after the page shows, and on a busy phone
 * the presses of someone who must leave the moment they see it could fall in that moment, unheard.
 */
export function useQuickExitShortcut(): void {
  useLayoutEffect(() => {
    const detect = createTripleShiftDetector(quickExit)
    // Capture phase: a focused widget that stops propagation cannot swallow the way out.
    window.addEventListener('keydown', detect, { capture: true })
    return () => window.removeEventListener('keydown', detect, { capture: true })
  }, [])
}
