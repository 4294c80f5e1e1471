import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { hasFragmentToken } from './use-fragment-token'

/**
 * How many emailed links have arrived since the page opened. Pasting a link into the tab that asked
 * for it changes only the `#token=…`, and the browser does not load the page again for that: it
 * tells the router (popstate) and the page (hashchange). A page that keys its content on this count
 * starts afresh with each new link and reads its token as a fresh load would.
 *
 * The page's content takes the token out of the address as it renders (`useFragmentToken`), before
 * this looks: the link the page was opened with is not counted, and a link seen both by the router
 * and by hashchange makes one new start, not two.
 */
export function useEmailLinkArrivals(): number {
  const location = useLocation()
  const [arrivals, setArrivals] = useState(0)
  useEffect(() => {
    const look = () => {
      if (hasFragmentToken()) setArrivals((count) => count + 1)
    }
    // The router saw the address change (another link, or the same page reached again).
    look()
    window.addEventListener('hashchange', look)
    return () => window.removeEventListener('hashchange', look)
  }, [location])
  return arrivals
}
