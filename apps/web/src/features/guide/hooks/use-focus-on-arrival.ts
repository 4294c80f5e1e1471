import { useEffect, type RefObject } from 'react'
import { moveFocus } from '@/lib/move-focus'

export type ArrivalTarget = 'group' | 'report'

let pending: ArrivalTarget | null = null

/**
 * Asks for focus on the heading of the view the person is moving to (after consent, Back / Next, or
 * opening the report), so keyboard and screen-reader users start there instead of at a control that
 * vanished. A reload or a return visit asks for nothing: focus is never taken unasked.
 */
export function focusOnArrival(target: ArrivalTarget): void {
  pending = target
}

/** How long an arrival may wait for its heading to be on screen (a lazily loaded screen, a slow phone). */
const ARRIVAL_FRAMES = 120

export function useFocusOnArrival(target: ArrivalTarget, ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (pending !== target) return
    // The heading may be mounted before it can take focus (a screen still hidden while the rest of it
    // loads), and focus may fall back to the page as the previous screen goes: try each frame until
    // the heading holds focus, within about two seconds.
    let frame = 0
    let tries = 0
    const attempt = () => {
      const element = ref.current
      if (element?.isConnected && element.getClientRects().length > 0) {
        if (document.activeElement !== element) moveFocus(element)
        if (document.activeElement === element && tries > 0) pending = null
      }
      if (pending === target && ++tries < ARRIVAL_FRAMES) frame = requestAnimationFrame(attempt)
      else pending = null
    }
    attempt()
    return () => cancelAnimationFrame(frame)
  }, [target, ref])
}
