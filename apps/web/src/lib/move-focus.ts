/**
 * Moving focus for the person (to a new page's heading, a section they jumped to, the outcome of a
 * form) so keyboard and screen-reader users land where they meant to go. The browser decides whether
 * such a focus shows the ring, and some browsers show it after a click or a tap too: a ring around a
 * heading nobody tabbed to looks like an error. So the app remembers how the person last acted, and
 * a focus that follows a pointer is marked quiet (styles.css drops the ring) until the next key press.
 */
type Input = 'keyboard' | 'pointer'

/** Before anything happens, assume a keyboard: a ring too many is better than one missing. */
let lastInput: Input = 'keyboard'

export const QUIET_FOCUS = 'data-quiet-focus'

/** Listens for the kind of input the person uses; returns the way to stop. Called once by the layout. */
export function trackInputModality(): () => void {
  const onKey = () => {
    lastInput = 'keyboard'
    document.querySelector(`[${QUIET_FOCUS}]`)?.removeAttribute(QUIET_FOCUS)
  }
  const onPointer = () => {
    lastInput = 'pointer'
  }
  document.addEventListener('keydown', onKey, true)
  document.addEventListener('pointerdown', onPointer, true)
  return () => {
    document.removeEventListener('keydown', onKey, true)
    document.removeEventListener('pointerdown', onPointer, true)
  }
}

/** Focuses an element the person did not pick themselves, with the ring only after keyboard use. */
export function moveFocus(element: HTMLElement | null | undefined, options: FocusOptions = {}): void {
  if (!element) return
  if (lastInput === 'pointer') {
    element.setAttribute(QUIET_FOCUS, '')
    element.addEventListener('blur', () => element.removeAttribute(QUIET_FOCUS), { once: true })
  } else {
    element.removeAttribute(QUIET_FOCUS)
  }
  element.focus(options)
}
