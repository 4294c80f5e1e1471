import { create } from 'zustand'

interface ReadingStretchState {
  /** Time spent reading memories with the tab in view since the stretch began, in milliseconds. */
  readMs: number
  /** Whether the stretch reached the chosen length: the reminder shows until it is acknowledged. */
  due: boolean
  addReading: (ms: number) => void
  markDue: () => void
  /** "Thanks, keep reading": the reminder goes and a new stretch begins. */
  startNewStretch: () => void
}

/**
 * The current stretch of reading, kept outside the screens so it carries on from the feed to a
 * memory and back (each screen mounts its own reminder). In memory only: a new tab starts afresh.
 */
export const useReadingStretchStore = create<ReadingStretchState>()((set) => ({
  readMs: 0,
  due: false,
  addReading: (ms) => set((state) => ({ readMs: state.readMs + ms })),
  markDue: () => set({ due: true }),
  startNewStretch: () => set({ readMs: 0, due: false }),
}))
