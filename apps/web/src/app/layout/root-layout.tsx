import { Trans } from '@lingui/react/macro'
import { Suspense } from 'react'
import { Outlet } from 'react-router'
import { NoticeRegion } from '@/components/ui/notice-region'
import { SkipLink } from '@/components/ui/skip-link'
import { useQuickExitShortcut } from '@/features/safety/hooks/use-quick-exit-shortcut'
import { useFocusHeadingOnNavigate } from '../hooks/use-focus-heading-on-navigate'
import { useRouteStateEffects } from '../hooks/use-route-state-effects'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

export const MAIN_ID = 'main-content'

export function RootLayout() {
  useRouteStateEffects()
  useQuickExitShortcut()
  useFocusHeadingOnNavigate(MAIN_ID)
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink targetId={MAIN_ID} />
      <SiteHeader />
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className="mx-auto w-full max-w-3xl flex-1 px-4 py-10 outline-none sm:px-6"
      >
        <NoticeRegion />
        {/* As tall as the screen, so the footer stays out of view until the page arrives and
            nothing the person is looking at jumps (layout shift, decision 013). */}
        <Suspense
          fallback={
            <p role="status" className="min-h-dvh">
              <Trans>Loading…</Trans>
            </p>
          }
        >
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  )
}
