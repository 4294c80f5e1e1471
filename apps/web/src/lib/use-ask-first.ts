import { useEffect, useRef, useState } from 'react'
import { moveFocus } from './move-focus'

/**
 * Steps asked in place before they are sent (the question itself takes focus as it appears): which
 * one is open, and the buttons that open them, so that after "Not yet" focus goes back to the button
 * that asked, not to the top of the page.
 */
export function useAskFirst<Step extends string>() {
  const [asking, setAsking] = useState<Step | null>(null)
  const openers = useRef(new Map<Step, HTMLButtonElement | null>())
  const kept = useRef<Step | null>(null)

  useEffect(() => {
    if (asking || !kept.current) return
    moveFocus(openers.current.get(kept.current) ?? null)
    kept.current = null
  }, [asking])

  return {
    asking,
    ask: (step: Step) => setAsking(step),
    /** "Not yet": nothing is sent, and focus goes back to the button that asked. */
    keep: () => {
      kept.current = asking
      setAsking(null)
    },
    /** The ref of the button that opens `step`. */
    opener: (step: Step) => (button: HTMLButtonElement | null) => {
      openers.current.set(step, button)
    },
  }
}
