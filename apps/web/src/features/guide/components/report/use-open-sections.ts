import { useState } from 'react'

/**
 * Which parts of the report are open. Everything starts closed under the short summary (the report
 * is long, and a person may want only one part); "Open all sections" gives the read-it-all-through
 * order. Kept for this visit only: a new visit starts from the summary again.
 */
export function useOpenSections(keys: string[], initiallyOpen: string[]) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(initiallyOpen))
  return {
    isOpen: (key: string) => open.has(key),
    allOpen: keys.every((key) => open.has(key)),
    toggle: (key: string) =>
      setOpen((current) => {
        const next = new Set(current)
        if (!next.delete(key)) next.add(key)
        return next
      }),
    openOne: (key: string) => setOpen((current) => (current.has(key) ? current : new Set(current).add(key))),
    setAll: (value: boolean) => setOpen(new Set(value ? keys : [])),
  }
}
