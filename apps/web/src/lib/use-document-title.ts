import { useEffect } from 'react'

export const SITE_NAME = 'Kindred'

/**
 * Screen readers announce the title on navigation, so every page names itself — except while a quick
 * exit is leaving (the page is blanked then): a page drawn late on the way out must not give its
 * name back to an entry of the history the exit has just blanked.
 */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (document.body.hidden) return
    document.title = title ? `${title} · ${SITE_NAME}` : SITE_NAME
  }, [title])
}
