import { useEffect } from 'react'
import { useReadingStretchStore } from '../stores/reading-stretch-store'

const tabInView = () => document.visibilityState === 'visible'

/**
 * Counts reading time while `reading` is true and the tab is in view, and marks the stretch due once
 * it reaches `limitMs` (null: no reminders). One timer for the time that is left, not a tick every
 * second: the time read so far is banked whenever counting pauses (tab hidden, screen left).
 */
export function useReadingStretch(limitMs: number | null, reading: boolean): boolean {
  const due = useReadingStretchStore((state) => state.due)

  useEffect(() => {
    if (!reading || limitMs === null || due) return
    const store = useReadingStretchStore.getState
    let since: number | null = null
    let timer: ReturnType<typeof setTimeout> | undefined

    const pause = () => {
      if (since === null) return
      clearTimeout(timer)
      store().addReading(Date.now() - since)
      since = null
    }
    const check = () => {
      pause()
      if (store().readMs >= limitMs) store().markDue()
      else resume()
    }
    const resume = () => {
      if (since !== null || !tabInView()) return
      since = Date.now()
      timer = setTimeout(check, Math.max(0, limitMs - store().readMs))
    }
    const onVisibilityChange = () => (tabInView() ? resume() : pause())

    resume()
    document.addEventListener('visibilitychange', onVisibilityChange)
    return () => {
      document.removeEventListener('visibilitychange', onVisibilityChange)
      pause()
    }
  }, [reading, limitMs, due])

  return due
}
