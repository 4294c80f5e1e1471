import { Trans } from '@lingui/react/macro'
import { Button } from '@/components/ui/button'
import { Failure } from '@/components/ui/failure'
import { useRunOnce } from '@/lib/use-run-once'
import { useMarkAllNotificationsSeen } from '../api/mark-all-seen'
import { FAMILIES } from './families'
import { FamilySection } from './family-section'

/** Opening the page is seeing what is on it: everything is marked seen once, quietly, and the bell clears. */
function useMarkAllSeenOnOpen() {
  const { mutate } = useMarkAllNotificationsSeen()
  useRunOnce(mutate)
}

/**
 * /home/notifications: the four families, each with its list. "Mark all as seen" clears whatever
 * arrived since the page opened. Read (opened) is separate: an unread one stays marked until opened.
 */
export function NotificationsScreen() {
  useMarkAllSeenOnOpen()
  const markAllSeen = useMarkAllNotificationsSeen()
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col items-start gap-2">
        <Button variant="secondary" disabled={markAllSeen.isPending} onClick={() => markAllSeen.mutate()}>
          <Trans>Mark all as seen</Trans>
        </Button>
        <p role="status" className={markAllSeen.isSuccess ? 'text-base text-muted' : 'sr-only'}>
          {markAllSeen.isSuccess ? <Trans>All your notifications are marked as seen.</Trans> : null}
        </p>
        <Failure error={markAllSeen.error}>
          <Trans>We could not mark your notifications as seen.</Trans>
        </Failure>
      </div>
      {FAMILIES.map((words) => (
        <FamilySection key={words.family} words={words} />
      ))}
    </div>
  )
}
