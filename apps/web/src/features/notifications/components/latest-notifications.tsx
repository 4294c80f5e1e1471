import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { WEB_ROUTES } from '@kindred/contract/web-routes'
import { LoadError } from '@/components/ui/load-error'
import { LoadingStatus } from '@/components/ui/loading-status'
import { TextLink } from '@/components/ui/text-link'
import { useNotificationSummary } from '../api/get-notification-summary'
import { useNotifications } from '../api/get-notifications'
import { NotificationItem } from './notification-item'

/** How many /home shows; the rest are a link away. */
const SHOWN = 3

/** The newest few on /home, whatever their family, with the way to all of them. */
export function LatestNotifications() {
  const { t } = useLingui()
  const lists = [
    useNotifications('me_too'),
    useNotifications('me_too_love'),
    useNotifications('memory_love'),
    useNotifications('general'),
  ]
  const unseen = useNotificationSummary().data?.total ?? 0
  const failed = lists.find((list) => list.isError && !list.data)
  // The first page of each family holds its newest, so the newest of all are among them.
  const latest = lists
    .flatMap((list) => list.data?.pages[0]?.results ?? [])
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at))
    .slice(0, SHOWN)

  return (
    <section aria-labelledby="latest-notifications-heading" className="flex flex-col gap-4">
      <h2 id="latest-notifications-heading" className="text-2xl font-semibold">
        <Trans>Notifications</Trans>
      </h2>
      {failed ? (
        <LoadError
          what={t({ message: 'your notifications', comment: 'Ends the sentence “We could not load …”.' })}
          error={failed.error}
          onRetry={() => lists.forEach((list) => list.isError && void list.refetch())}
        />
      ) : lists.some((list) => list.isPending) ? (
        <LoadingStatus>{t`Loading your notifications…`}</LoadingStatus>
      ) : latest.length === 0 ? (
        <p>
          <Trans>
            Nothing yet. When people respond to what you share, or to what you say to them, you will hear it
            here.
          </Trans>
        </p>
      ) : (
        <ul aria-label={t`Latest notifications`} className="flex flex-col gap-3">
          {latest.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} />
          ))}
        </ul>
      )}
      <p>
        <TextLink to={WEB_ROUTES.notifications}>
          {unseen > 0 ? (
            <Plural value={unseen} one="All notifications (# new)" other="All notifications (# new)" />
          ) : (
            <Trans>All notifications</Trans>
          )}
        </TextLink>
      </p>
    </section>
  )
}
