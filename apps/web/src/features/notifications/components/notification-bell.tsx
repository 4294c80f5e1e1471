import { useNotificationSummary } from '../api/get-notification-summary'
import { useLiveNotifications, type LiveNotificationOptions } from '../hooks/use-live-notifications'
import { BellLink } from './bell-link'

/** The header's bell for a signed-in person: the unseen count, kept up to date by the live stream. */
export function NotificationBell(options: LiveNotificationOptions) {
  useLiveNotifications(options)
  const summary = useNotificationSummary()
  return <BellLink count={summary.data?.total ?? 0} />
}
