export const TRIPLE_SHIFT_WINDOW_MS = 1500

interface KeyPress {
  key: string
  repeat: boolean
}

/**
 * Calls `onTriple` when Shift is pressed three separate times within the window. A held key's
 * auto-repeat does not count, and any other key in between starts again, so typing capitals in a
 * memory never sends someone away.
 */
export function createTripleShiftDetector(
  onTriple: () => void,
  now: () => number = Date.now,
  windowMs = TRIPLE_SHIFT_WINDOW_MS,
): (event: KeyPress) => void {
  let presses: number[] = []
  return (event) => {
    if (event.key !== 'Shift') {
      presses = []
      return
    }
    if (event.repeat) return
    const time = now()
    presses = [...presses.filter((pressedAt) => time - pressedAt <= windowMs), time]
    if (presses.length >= 3) {
      presses = []
      onTriple()
    }
  }
}
