import { useEffect, useLayoutEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { moveFocus, trackInputModality } from '@/lib/move-focus'

/**
 * A single-page app does not announce new pages by itself. After each navigation (not the first
 * load) focus moves to the new page's heading, so screen readers read where the person now is and
 * keyboard users start from the top of the content. The ring shows only for keyboard users.
 * It happens as the new page is put in place, before the browser draws it (a layout effect): the
 * element that had focus (the button that sent a form, say) is gone by then, and until focus moves
 * it is on nothing, where a screen reader says nothing (issue 34).
 */
export function useFocusHeadingOnNavigate(mainId: string): void {
  const { pathname } = useLocation()
  const previous = useRef(pathname)
  useEffect(() => trackInputModality(), [])
  useLayoutEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    const main = document.getElementById(mainId)
    const heading = () => document.querySelector<HTMLElement>(`#${mainId} h1`)
    const arrived = heading()
    if (arrived || !main) {
      moveFocus(arrived ?? main, { preventScroll: true })
      return
    }
    // A page that loads lazily is not here yet: React keeps the previous page until it is, but the
    // production build's Preact shows the placeholder at once (decision 029). Focus waits in <main>
    // and goes on to the heading when it arrives, unless the person has moved it meanwhile.
    moveFocus(main, { preventScroll: true })
    const observer = new MutationObserver(() => {
      const target = heading()
      if (!target) return
      observer.disconnect()
      if (document.activeElement === main) moveFocus(target, { preventScroll: true })
    })
    observer.observe(main, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [pathname, mainId])
}
