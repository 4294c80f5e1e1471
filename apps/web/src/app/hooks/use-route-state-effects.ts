import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { useCookieStore } from '@/features/identity/stores/cookie-store'
import { useGuideStore } from '@/features/guide/stores/guide-store'
import { useNoticeStore } from '@/lib/notices'

/** Store changes tied to pages (seed §2, and page-bound notices), applied on every navigation. */
export function useRouteStateEffects(): void {
  const { pathname } = useLocation()
  useEffect(() => {
    const page = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
    if (page !== '/guide' && useGuideStore.getState().goToReport)
      useGuideStore.getState().setGoToReport(false)
    if (page === '/home' && useCookieStore.getState().loginInProgress) {
      useCookieStore.getState().setLoginInProgress(false)
    }
    // News about one page ends when the person moves on (lib/notices.ts).
    const notice = useNoticeStore.getState().notice
    if (notice?.page && notice.page !== page) useNoticeStore.getState().dismiss()
  }, [pathname])
}
