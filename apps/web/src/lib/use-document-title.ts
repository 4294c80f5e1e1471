import { useEffect } from 'react'

export const SITE_NAME = 'Kindred'

/** Screen readers announce the title on navigation, so every page names itself. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE_NAME}` : SITE_NAME
  }, [title])
}
