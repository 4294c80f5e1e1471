import { useEffect, useRef } from 'react'
import { Button } from '@/components/ui/button'
import { Failure } from '@/components/ui/failure'
import { useMarkAllNotificationsSeen } from '../api/mark-all-seen'
import { FAMILIES } from './families'
import { FamilySection } from './family-section'

/** Opening the page is seeing what is on it: everything is marked seen once, quietly, and the bell clears. */
function useMarkAllSeenOnOpen() {
  const { mutate } = useMarkAllNotificationsSeen()
  // Once per visit of the page, StrictMode's second effect included.
  const done = useRef(false)
  useEffect(() => {
    if (done.current) return
    done.current = true
    mutate()
  }, [mutate])
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
          Mark all as seen
        </Button>
        <p role="status" className={markAllSeen.isSuccess ? 'text-base text-muted' : 'sr-only'}>
          {markAllSeen.isSuccess ? 'All your notifications are marked as seen.' : ''}
        </p>
        <Failure error={markAllSeen.error}>We could not mark your notifications as seen.</Failure>
      </div>
      {FAMILIES.map((words) => (
        <FamilySection key={words.family} words={words} />
      ))}
    </div>
  )
}
