import { useId, useRef, useState, type KeyboardEvent } from 'react'

/**
 * The panel the empathy button opens under a memory (a visitor's invitation to sign in, a member's
 * note): open or shut, shut with Escape (without closing a dialog around it), and focus back on the
 * button when it shuts.
 */
export function useMeTooPanel() {
  const id = useId()
  const button = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)
  const close = () => {
    setOpen(false)
    button.current?.focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation()
      close()
    }
  }
  return { id, button, open, setOpen, close, onKeyDown }
}
