import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { moveFocus, trackInputModality } from '@/lib/move-focus'

/**
 * A single-page app does not announce new pages by itself. After each navigation (not the first
 * load) focus moves to the new page's heading, so screen readers read where the person now is and
 * keyboard users start from the top of the content. The ring shows only for keyboard users.
 */
export function useFocusHeadingOnNavigate(mainId: string): void {
  const { pathname } = useLocation()
  const previous = useRef(pathname)
  useEffect(() => trackInputModality(), [])
  useEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    const target = document.querySelector<HTMLElement>(`#${mainId} h1`) ?? document.getElementById(mainId)
    moveFocus(target, { preventScroll: true })
  }, [pathname, mainId])
}
