import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { NavLink } from 'react-router'
import { WEB_ROUTES } from '@kindred/contract/web-routes'
import { cx } from '@/components/ui/class-names'
import { StrokeIcon } from '@/components/ui/stroke-icon'

/**
 * The header's bell: a link to the notifications page with the unseen count on a badge. Plain (no
 * data of its own), so the header can show it at once while the part that counts loads.
 */
export function BellLink({ count }: { count: number }) {
  const { t } = useLingui()
  // "Notifications, 3 new": the count is part of the name, as the badge shows it to sighted people.
  const label =
    count > 0
      ? t`${plural(count, { one: 'Notifications, # new', other: 'Notifications, # new' })}`
      : t`Notifications`
  return (
    <NavLink
      to={WEB_ROUTES.notifications}
      aria-label={label}
      className={({ isActive }) =>
        cx(
          'relative inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-xl border-2 text-ink transition-colors hover:border-brand dark:hover:border-brand-soft',
          isActive ? 'border-brand bg-calm dark:border-brand-soft' : 'border-line bg-card',
        )
      }
    >
      <StrokeIcon>
        <path
          d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15L6 16ZM10 20.5a2 2 0 0 0 4 0"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </StrokeIcon>
      {count > 0 ? (
        // Over the bell's corner; "99+" keeps it small, the name says the real number.
        <span className="absolute -top-2 -right-2 inline-flex min-w-6 items-center justify-center rounded-full border-2 border-card bg-brand px-1 text-sm leading-5 font-bold text-white dark:bg-brand-soft dark:text-page">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </NavLink>
  )
}
