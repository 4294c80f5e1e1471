import { useEffect, useRef, type RefObject } from 'react'
import { moveFocus } from '@/lib/move-focus'

/** After a decision: the item that leaves, and the one after it. */
interface FocusAfter {
  gone: string
  next: string | null
}

/**
 * Where focus goes when a decided item leaves a list: the next item's heading (an `h3` inside the
 * `li` whose `data-key` is its key), or the list's own heading when none follows. Returns what to
 * call with the decided item's key; focus moves in whichever render first shows the list without it
 * (at once, or after the list refreshes from the server).
 */
export function useFocusAfterLeaving(
  keys: readonly string[],
  list: RefObject<HTMLElement | null>,
  heading: RefObject<HTMLElement | null>,
): (key: string) => void {
  const focusAfter = useRef<FocusAfter | null>(null)

  // After every render: the item leaves in whichever render shows the list without it.
  useEffect(() => {
    const waiting = focusAfter.current
    if (!waiting || keys.includes(waiting.gone)) return
    focusAfter.current = null
    const next = waiting.next
      ? list.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(waiting.next)}"] h3`)
      : null
    moveFocus(next ?? heading.current)
  })

  return (key) => {
    focusAfter.current = { gone: key, next: keys[keys.indexOf(key) + 1] ?? null }
  }
}
