/**
 * Quick exit and the tab's history (decision 012). `location.replace` alone swaps only the current
 * entry: the pages opened before it in this visit stay one Back away. So the exit first goes back
 * over this visit's own entries, blanking each one it leaves (no path, no title, a mark), and
 * replaces the visit's first entry with the neutral site. Back then leads to whatever came before
 * Kindred; an entry left behind that is opened again with Forward leaves at once.
 */

/** In `history.state` of an entry a quick exit left behind. */
const LEFT_MARK = 'kindredQuickExit'
/** sessionStorage: a quick exit under way, for the next document of this visit to carry on. */
export const LEAVING_KEY = 'kindred-quick-exit'
/** Entries blanked one by one; older ones are passed in a single jump (each step takes a moment). */
const MAX_BLANKED = 20
const STEP_TIMEOUT_MS = 400
const CARRY_ON_MS = 5000

interface EntryLike {
  index: number
  sameDocument: boolean
}

/** The part of the Navigation API used here (Chromium; not yet in TypeScript's DOM types). */
interface NavigationLike {
  currentEntry: EntryLike | null
  entries: () => EntryLike[]
}

const navigationApi = () => (window as Window & { navigation?: NavigationLike }).navigation

/** How many entries of this visit (this site, one after another in this tab) lie behind this one. */
export function entriesBehind(): number {
  const current = navigationApi()?.currentEntry
  if (current) return Math.max(0, current.index)
  // Without the Navigation API, the router's own count (it does not see #fragment jumps).
  const idx = (window.history.state as { idx?: unknown } | null)?.idx
  return typeof idx === 'number' && idx > 0 ? idx : 0
}

/** The entry to step back to while still in this document, or 0: one jump to the visit's start. */
function nextStop(behind: number): number {
  const navigation = navigationApi()
  if (!navigation) return 0
  const stop = Math.min(behind - 1, MAX_BLANKED)
  return navigation.entries()[stop]?.sameDocument ? stop : 0
}

let onArrival: (() => void) | null = null

/** Goes back; true once this document has arrived (false if the step took too long). */
function back(steps: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = window.setTimeout(() => {
      onArrival = null
      resolve(false)
    }, STEP_TIMEOUT_MS)
    onArrival = () => {
      onArrival = null
      window.clearTimeout(timer)
      resolve(true)
    }
    window.history.go(-steps)
  })
}

function blankCurrentEntry(): void {
  window.history.replaceState({ [LEFT_MARK]: true }, '', '/')
  // The browser files a title with an entry only when the title changes while it is current, and
  // it is already empty: change it and back, so this entry loses its old name too.
  document.title = '\u00a0'
  document.title = ''
}

/** Goes back to this visit's first entry, blanking what it leaves; the caller then replaces it. */
export async function stepOutOfHistory(forget: boolean): Promise<void> {
  // The pages must not come back on screen on the way: the router never hears of these steps.
  window.addEventListener(
    'popstate',
    (event) => {
      event.stopImmediatePropagation()
      onArrival?.()
    },
    { capture: true },
  )
  for (let guard = 0; guard <= MAX_BLANKED + 1; guard += 1) {
    const behind = entriesBehind()
    if (behind === 0) return
    blankCurrentEntry()
    // If this step lands in another document of the visit (after a reload), that one carries on.
    sessionStorage.setItem(LEAVING_KEY, JSON.stringify({ until: Date.now() + CARRY_ON_MS, forget }))
    if (!(await back(behind - nextStop(behind)))) return
  }
}

export function endStepping(): void {
  try {
    sessionStorage.removeItem(LEAVING_KEY)
  } catch {
    // Nothing was written where storage is blocked.
  }
}

/**
 * A quick exit this new document must finish: one that began in another document of this visit, or
 * an entry it left behind, opened again with Forward. `forget` repeats "forget this browser's data".
 */
export function pendingExit(): { forget: boolean } | null {
  if ((window.history.state as Record<string, unknown> | null)?.[LEFT_MARK] === true) return { forget: false }
  const note = sessionStorage.getItem(LEAVING_KEY)
  if (note === null) return null
  sessionStorage.removeItem(LEAVING_KEY)
  try {
    const { until, forget } = JSON.parse(note) as { until?: unknown; forget?: unknown }
    // A note from long ago is a leftover, not an exit under way: Kindred opens as usual.
    return typeof until === 'number' && Date.now() <= until ? { forget: forget === true } : null
  } catch {
    return null
  }
}
