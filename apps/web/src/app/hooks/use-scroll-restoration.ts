import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useLocation, useNavigationType } from 'react-router'
import { useDeviceStorageStore } from '@/lib/device-storage'

const STORAGE_KEY = 'kindred-scroll'

/**
 * Where the person was on each history entry of this tab: a random key and a number, nothing about
 * the page. Kept in memory, and in sessionStorage only across a reload (written when the page is
 * left, read only by a page that was reloaded or reached with Back/Forward: reading storage first
 * thing would slow every first visit).
 */
class ScrollPositions {
  private readonly positions = new Map<string, number>()
  private loaded = false

  constructor() {
    const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    if ((entry?.type ?? 'navigate') === 'navigate') this.loaded = true
  }

  set(key: string, y: number): void {
    this.positions.set(key, y)
  }

  get(key: string): number | undefined {
    if (!this.positions.has(key) && !this.loaded) this.load()
    return this.positions.get(key)
  }

  save(): void {
    // A quick exit that forgot this browser's Kindred data must leave none behind as the page goes.
    if (useDeviceStorageStore.getState().sealed) return
    if (!this.loaded) this.load()
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(this.positions)))
    } catch {
      // Storage full or refused: Back still works until the page is reloaded.
    }
  }

  private load(): void {
    this.loaded = true
    try {
      const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}')
      if (!stored || typeof stored !== 'object') return
      for (const [key, y] of Object.entries(stored)) {
        if (typeof y === 'number' && !this.positions.has(key)) this.positions.set(key, y)
      }
    } catch {
      // Unreadable: start without remembered positions.
    }
  }
}

function fragmentTarget(hash: string): HTMLElement | null {
  if (!hash) return null
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)))
  } catch {
    return document.getElementById(hash.slice(1))
  }
}

/**
 * What a multi-page site does by itself: a new page opens at its top (or at its #fragment), and
 * Back, Forward or a reload return to where the person was on that page.
 */
export function useScrollRestoration(): void {
  const location = useLocation()
  const action = useNavigationType()
  const [positions] = useState(() => new ScrollPositions())
  const currentKey = useRef(location.key)

  useEffect(() => {
    const { history } = window
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual'
    const remember = () => positions.set(currentKey.current, window.scrollY)
    const persist = () => {
      remember()
      positions.save()
    }
    window.addEventListener('scroll', remember, { passive: true })
    window.addEventListener('pagehide', persist)
    return () => {
      window.removeEventListener('scroll', remember)
      window.removeEventListener('pagehide', persist)
    }
  }, [positions])

  useLayoutEffect(() => {
    currentKey.current = location.key
    const saved = action === 'POP' ? positions.get(location.key) : undefined
    if (saved !== undefined) {
      window.scrollTo(0, saved)
      return
    }
    const target = fragmentTarget(location.hash)
    if (target) target.scrollIntoView()
    else if (action !== 'POP') window.scrollTo(0, 0)
  }, [positions, location.key, location.hash, action])
}
