import { useEffect } from 'react'

/** The product's name: never translated. */
export const SITE_NAME = 'Kindred'

/**
 * Screen readers announce the title on navigation, so every page names itself — except while a quick
 * exit is leaving (the page is blanked then): a page drawn late on the way out must not give its
 * name back to an entry of the history the exit has just blanked. Give it the title already
 * translated (t`…`): a page that reads the language is drawn again when it changes, and so is renamed.
 */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (document.body.hidden) return
    document.title = title ? `${title} · ${SITE_NAME}` : SITE_NAME
  }, [title])
}
