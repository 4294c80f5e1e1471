import { Trans } from '@lingui/react/macro'
import type { MouseEvent } from 'react'
import { Link, useNavigate } from 'react-router'
import type { Notification } from '@kindred/contract/notifications'
import { cx } from '@/components/ui/class-names'
import { formatDateTime } from '@/lib/format-date'
import { useMarkNotificationRead } from '../api/mark-read'

/** A click that asks for a new tab or window, which the browser handles itself. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey

/**
 * One notification: its sentence as a link to what it is about. Opening it marks it read first,
 * so the list is right when the person comes back; unread ones say so in words, not colour alone.
 */
export function NotificationItem({ notification }: { notification: Notification }) {
  const markRead = useMarkNotificationRead()
  const navigate = useNavigate()
  const { id, link, text, read, updated_at: at } = notification

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (read) return
    if (opensElsewhere(event)) {
      markRead.mutate(id)
      return
    }
    event.preventDefault()
    // Whether or not marking works, the person goes where they meant to.
    markRead.mutate(id, { onSettled: () => void navigate(link) })
  }

  return (
    <li
      className={cx(
        'flex flex-col gap-1 rounded-xl border-2 px-4 py-3',
        read ? 'border-line' : 'border-brand bg-calm dark:border-brand-soft',
      )}
    >
      <Link
        to={link}
        onClick={onClick}
        className="font-medium text-link underline decoration-2 underline-offset-4 hover:decoration-4"
      >
        {read ? null : (
          <>
            <span className="sr-only">
              <Trans comment="Read out before an unread notification's sentence.">Unread:</Trans>{' '}
            </span>
            <span
              aria-hidden="true"
              className="mr-2 inline-block rounded-full bg-brand px-2 text-sm font-bold text-white dark:bg-brand-soft dark:text-page"
            >
              <Trans comment="The badge on an unread notification.">Unread</Trans>
            </span>
          </>
        )}
        {text}
      </Link>
      <p className="text-base text-muted">
        <time dateTime={at}>{formatDateTime(at)}</time>
      </p>
    </li>
  )
}
