import { useEffect, type RefObject } from 'react'

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

export function useFocusOnArrival(target: ArrivalTarget, ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (pending !== target) return
    pending = null
    ref.current?.focus()
  }, [target, ref])
}
