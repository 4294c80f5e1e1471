import { useLingui } from '@lingui/react/macro'
import { Suspense, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react'
import { Link, useLocation } from 'react-router'
import { BrandMark } from '@/components/ui/brand-mark'
import { cx } from '@/components/ui/class-names'
import { DisclosureButton } from '@/components/ui/disclosure-button'
import { StrokeIcon } from '@/components/ui/stroke-icon'
import { TextSizeControl } from '@/features/preferences/components/text-size-control'
import { ThemeToggle } from '@/features/preferences/components/theme-toggle'
import { useCookieStore } from '@/features/identity/stores/cookie-store'
import { BellLink } from '@/features/notifications/components/bell-link'
import { GetHelpLink } from '@/features/safety/components/get-help-link'
import { SITE_NAME } from '@/lib/use-document-title'
import { lazyWithProviders } from '../lazy-with-providers'
import { headerFit } from './header-fit'
import { LanguageSwitch } from '@/features/preferences/components/language-switch'
import { MainNav } from './main-nav'
import { QuickExitDock } from './quick-exit-dock'
import { useCompactHeader } from './use-compact-header'
import { useInView } from './use-in-view'

// Only a signed-in person sees it, so a visitor's first load carries neither the API client nor the stream.
const LiveNotificationBell = lazyWithProviders(
  () => import('./live-notification-bell'),
  'LiveNotificationBell',
)

/**
 * Brand, help and quick exit always in sight, and the notification bell once signed in. On a wide
 * screen navigation, theme and text size sit below them; on a compact one (a phone, or large text)
 * they are behind one disclosure button, and the quick exit is docked at the bottom of the screen
 * (decision 012).
 */
export function SiteHeader() {
  const { t } = useLingui()
  const compact = useCompactHeader()
  const topRow = useRef<HTMLDivElement>(null)
  const docked = !useInView(topRow) || compact
  const panelId = useId()
  const menuButton = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)
  const { pathname } = useLocation()
  const signedIn = useCookieStore((state) => state.signedIn)
  const fit = headerFit(signedIn)
  const [openOn, setOpenOn] = useState(pathname)
  // Following a link from the menu: the new page starts with the menu closed.
  if (openOn !== pathname) {
    setOpenOn(pathname)
    setOpen(false)
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !compact || !open) return
    setOpen(false)
    menuButton.current?.focus()
  }
  // On a wide screen the controls are always shown; if larger text makes the header compact while
  // one of them has focus (A+ itself), the menu stays open so focus is not lost.
  const onFocusPanel = () => {
    if (!compact) setOpen(true)
  }
  const onBlurPanel = (event: FocusEvent) => {
    if (!compact && !event.currentTarget.contains(event.relatedTarget)) setOpen(false)
  }

  return (
    <header className="border-b-2 border-line bg-card" onKeyDown={onKeyDown}>
      {/* Side padding in px: at 200 % text it would otherwise take the room the controls need. */}
      <div className="mx-auto flex max-w-5xl flex-col gap-3 px-[16px] py-3 sm:px-6">
        <div ref={topRow} className="flex items-center gap-3">
          {/* First in the tab order: the way out is one Tab away on every page. */}
          <QuickExitDock docked={docked} />
          {/* What shows at which width: header-fit.ts. It may wrap rather than spill over. */}
          <div className="@container flex min-w-0 flex-1 flex-wrap items-center justify-between gap-2">
            <Link
              to="/"
              className="inline-flex min-h-11 shrink-0 items-center gap-3 rounded-xl text-xl font-bold text-ink sm:text-2xl"
            >
              <BrandMark className={cx('size-9 shrink-0 sm:size-10', fit.brandMark)} />
              {/* The product's name, the same in every language. */}
              <span className={fit.wordmark}>{SITE_NAME}</span>
            </Link>
            <div className={cx('flex flex-wrap items-center gap-2', fit.controls)}>
              <GetHelpLink
                iconClassName={fit.helpIcon}
                labelClassName={fit.helpLabel}
                shortLabelClassName={fit.helpShortLabel}
              />
              {signedIn ? (
                // Until the counting part loads, the same bell without a count: nothing moves.
                <Suspense fallback={<BellLink count={0} />}>
                  <LiveNotificationBell />
                </Suspense>
              ) : null}
              {/* Navigation, theme and text size; the word "Menu" goes where room is short. */}
              {compact ? (
                <DisclosureButton
                  ref={menuButton}
                  open={open}
                  controls={panelId}
                  onToggle={() => setOpen(!open)}
                  label={t`Menu`}
                  labelClassName={fit.menuLabel}
                  icon={
                    <StrokeIcon>
                      <path
                        d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
                        strokeLinecap="round"
                      />
                    </StrokeIcon>
                  }
                />
              ) : null}
            </div>
          </div>
        </div>
        <div
          id={panelId}
          hidden={compact && !open}
          onFocus={onFocusPanel}
          onBlur={onBlurPanel}
          className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3 pb-1"
        >
          <MainNav />
          <div className="flex flex-wrap items-center gap-3">
            <LanguageSwitch signedIn={signedIn} />
            <ThemeToggle onToggled={(theme) => signedIn && void saveThemeLater(theme)} />
            <TextSizeControl />
          </div>
        </div>
      </div>
    </header>
  )
}

/** Saving loads the preferences API with the call, keeping zod and the schemas out of a first visit. */
async function saveThemeLater(theme: 'light' | 'dark') {
  const { saveTheme } = await import('@/features/preferences/lib/saved-theme')
  await saveTheme(theme)
}
