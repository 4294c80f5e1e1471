import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { useCookieStore } from '@/features/auth/stores/cookie-store'
import { useGuideStore } from '@/features/guide/stores/guide-store'

/** Store changes the seed ties to pages (seed §2), applied on every navigation. */
export function useRouteStateEffects(): void {
  const { pathname } = useLocation()
  useEffect(() => {
    const page = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
    if (page !== '/guide' && useGuideStore.getState().goToReport)
      useGuideStore.getState().setGoToReport(false)
    if (page === '/home' && useCookieStore.getState().loginInProgress) {
      useCookieStore.getState().setLoginInProgress(false)
    }
  }, [pathname])
}
