import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react'
import { Link, useLocation } from 'react-router'
import { BrandMark } from '@/components/ui/brand-mark'
import { TextSizeControl } from '@/features/preferences/components/text-size-control'
import { ThemeToggle } from '@/features/preferences/components/theme-toggle'
import { useCookieStore } from '@/features/identity/stores/cookie-store'
import { GetHelpLink } from '@/features/safety/components/get-help-link'
import { MainNav } from './main-nav'
import { MenuButton } from './menu-button'
import { QuickExitDock } from './quick-exit-dock'
import { useCompactHeader } from './use-compact-header'
import { useInView } from './use-in-view'

/**
 * Brand, help and quick exit always in sight. On a wide screen navigation, theme and text size sit
 * below them; on a compact one (a phone, or large text) they are behind one disclosure button, and
 * the quick exit is docked at the bottom of the screen (decision 012).
 */
export function SiteHeader() {
  const compact = useCompactHeader()
  const topRow = useRef<HTMLDivElement>(null)
  const docked = !useInView(topRow) || compact
  const panelId = useId()
  const menuButton = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)
  const { pathname } = useLocation()
  const signedIn = useCookieStore((state) => state.signedIn)
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
          {/* What shows at which width (in the app's rem, so text size counts) is set by container
              queries: the help icon, the menu's label and the wordmark go first, then "Get help"
              becomes "Help", then its icon alone. It may wrap rather than spill over. */}
          <div className="@container flex min-w-0 flex-1 flex-wrap items-center justify-between gap-2">
            <Link
              to="/"
              className="inline-flex min-h-11 shrink-0 items-center gap-3 rounded-xl text-xl font-bold text-ink sm:text-2xl"
            >
              <BrandMark className="size-9 shrink-0 @max-[14rem]:size-8 sm:size-10" />
              <span className="@max-[20.25rem]:sr-only">Kindred</span>
            </Link>
            <div className="flex flex-wrap items-center gap-2 @max-[14rem]:gap-1">
              <GetHelpLink
                iconClassName="@min-[10.75rem]:@max-[25.75rem]:hidden"
                labelClassName="@max-[10.75rem]:sr-only @min-[10.75rem]:@max-[14rem]:hidden"
                shortLabelClassName="hidden @min-[10.75rem]:@max-[14rem]:inline"
              />
              {compact ? (
                <MenuButton ref={menuButton} open={open} controls={panelId} onToggle={() => setOpen(!open)} />
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
