import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Suspense } from 'react'
import { NavLink, useLocation } from 'react-router'
import { useCookieStore } from '@/features/identity/stores/cookie-store'
import { cx } from '@/components/ui/class-names'
import { useSignedOutHere } from '../hooks/use-session-navigation'
import { lazyWithProviders } from '../lazy-with-providers'

// Only a signed-in person sees it, so a visitor's first load does not carry the API client.
const SignOutButton = lazyWithProviders(
  () => import('@/features/identity/components/sign-out-button'),
  'SignOutButton',
)

interface NavItem {
  to: string
  /** Translated as the menu is drawn, so it follows the language shown. */
  label: MessageDescriptor
  /** Match the path exactly, so Memories is not "current" on Search. */
  end?: boolean
}

const everyone: NavItem[] = [
  { to: '/guide', label: msg`Guide` },
  { to: '/memories', label: msg`Memories`, end: true },
  { to: '/memories/search', label: msg`Search` },
  { to: '/help', label: msg`Help` },
]

const visitor: NavItem[] = [
  { to: '/login', label: msg`Sign in` },
  { to: '/register', label: msg`Create account` },
]

const member: NavItem[] = [
  { to: '/home', label: msg`Home` },
  { to: '/settings', label: msg`Settings` },
]

const moderation: NavItem = { to: '/moderation', label: msg`Moderation` }

export function MainNav() {
  const signedIn = useCookieStore((state) => state.signedIn)
  const role = useCookieStore((state) => state.user?.role)
  const { pathname, search } = useLocation()
  const signedOutHere = useSignedOutHere()
  const { t } = useLingui()
  const items: NavItem[] = signedIn
    ? [...everyone, ...member, ...(role === 'moderator' || role === 'admin' ? [moderation] : [])]
    : [...everyone, ...visitor]

  return (
    <nav aria-label={t`Main`}>
      <ul className="flex flex-wrap items-center gap-1">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end ?? false}
              // Signing in brings the person back to the page they were on.
              state={item.to === '/login' ? { from: `${pathname}${search}` } : undefined}
              className={({ isActive }) =>
                cx(
                  'inline-flex min-h-11 items-center rounded-xl px-3 py-2 font-medium underline-offset-4 hover:underline',
                  isActive ? 'bg-calm text-link underline decoration-2' : 'text-ink',
                )
              }
            >
              {t(item.label)}
            </NavLink>
          </li>
        ))}
        {signedIn ? (
          <li className="ml-1">
            <Suspense fallback={null}>
              <SignOutButton onSignedOut={signedOutHere} />
            </Suspense>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
