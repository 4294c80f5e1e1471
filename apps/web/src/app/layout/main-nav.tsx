import { NavLink } from 'react-router'
import { useCookieStore } from '@/features/auth/stores/cookie-store'
import { cx } from '@/components/ui/class-names'

interface NavItem {
  to: string
  label: string
  /** Match the path exactly, so Memories is not "current" on Search. */
  end?: boolean
}

const everyone: NavItem[] = [
  { to: '/guide', label: 'Guide' },
  { to: '/memories', label: 'Memories', end: true },
  { to: '/memories/search', label: 'Search' },
  { to: '/help', label: 'Help' },
]

export function MainNav() {
  const signedIn = useCookieStore((state) => state.signedIn)
  const role = useCookieStore((state) => state.user?.role)
  const items: NavItem[] = signedIn
    ? [
        ...everyone,
        { to: '/home', label: 'Home' },
        { to: '/settings', label: 'Settings' },
        ...(role === 'moderator' || role === 'admin' ? [{ to: '/moderation', label: 'Moderation' }] : []),
      ]
    : [...everyone, { to: '/login', label: 'Sign in' }]

  return (
    <nav aria-label="Main">
      <ul className="flex flex-wrap gap-1">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end ?? false}
              className={({ isActive }) =>
                cx(
                  'inline-flex min-h-11 items-center rounded-xl px-3 py-2 font-medium underline-offset-4 hover:underline',
                  isActive ? 'bg-calm text-link underline decoration-2' : 'text-ink',
                )
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
