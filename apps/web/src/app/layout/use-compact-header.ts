import { useSyncExternalStore } from 'react'
import { useTextSizeStore } from '@/features/preferences/stores/text-size-store'

/**
 * Below this width the header is compact (menu button, quick exit docked at the bottom). It is
 * measured in the app's own rem, so 200 % text on a laptop counts as the narrow screen it now is.
 */
const COMPACT_BELOW_REM = 56

function measure(): boolean {
  const rootPx = Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16
  return window.innerWidth / rootPx < COMPACT_BELOW_REM
}

let compact: boolean | null = null

function subscribe(onChange: () => void): () => void {
  const update = () => {
    const next = measure()
    if (next === compact) return
    compact = next
    onChange()
  }
  window.addEventListener('resize', update)
  // The text-size control changes the root font size without any resize.
  const stopTextSize = useTextSizeStore.subscribe(update)
  update()
  return () => {
    window.removeEventListener('resize', update)
    stopTextSize()
  }
}

function getSnapshot(): boolean {
  compact ??= measure()
  return compact
}

export function useCompactHeader(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot)
}
