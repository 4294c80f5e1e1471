import { useEffect, useRef } from 'react'
import { moveFocus } from '@/lib/move-focus'

/**
 * Focuses the element when `value` changes after the first render (a new page of a list): keyboard
 * and screen-reader users then start at the top of what changed instead of at the button they used.
 */
export function useFocusOnChange<T extends HTMLElement>(value: unknown) {
  const ref = useRef<T>(null)
  const previous = useRef(value)
  useEffect(() => {
    if (Object.is(previous.current, value)) return
    previous.current = value
    moveFocus(ref.current)
  }, [value])
  return ref
}
