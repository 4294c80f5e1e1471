import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import type { Notification, NotificationSummary } from '@kindred/contract/notifications'
import { notificationSummaryQueryOptions } from '../api/get-notification-summary'
import { notificationKeys } from '../api/keys'
import { connectNotificationStream } from '../lib/notification-stream'

export interface LiveNotificationOptions {
  /**
   * A moderator decided about this person (a suspension, or its lifting, among others): the app asks
   * who they are again, so a notice that they may not take part comes or goes without a reload.
   */
  onModerationOutcome?: () => void
  /**
   * A notification arrived (new, or a group with new activity): the app refreshes the other lists on
   * screen that it concerns (a memory's comments, the connections), which this feature does not know.
   */
  onNotification?: (notification: Notification) => void
}

/**
 * While mounted (the bell, shown only to a signed-in person: one per tab), keeps the notification
 * stream open and applies what it says: the counts at once, the lists refetched where they are shown,
 * and each notification handed to `onNotification` for the lists of other features it concerns.
 * Unmounting (signing out) closes it.
 */
export function useLiveNotifications({
  onModerationOutcome,
  onNotification,
}: LiveNotificationOptions = {}): void {
  const queryClient = useQueryClient()
  // The latest callbacks, without reopening the stream when they change.
  const onOutcome = useRef(onModerationOutcome)
  const onArrived = useRef(onNotification)
  useEffect(() => {
    onOutcome.current = onModerationOutcome
    onArrived.current = onNotification
  }, [onModerationOutcome, onNotification])
  useEffect(() => {
    // Browsers without EventSource (and the unit tests' DOM) still get counts on each page load.
    if (typeof EventSource === 'undefined') return undefined
    const refetchLists = () => void queryClient.invalidateQueries({ queryKey: notificationKeys.lists })
    const applySummary = (summary: NotificationSummary) => {
      queryClient.setQueryData(notificationKeys.summary, summary)
      refetchLists()
    }
    return connectNotificationStream({
      onNotification: (event) => {
        applySummary(event.summary)
        onArrived.current?.(event.notification)
        if (event.notification.type === 'moderation_outcome') onOutcome.current?.()
      },
      onSummary: applySummary,
      // What happened while the stream was down is not replayed to a new stream: read it again.
      onOpen: () => {
        void queryClient.invalidateQueries({ queryKey: notificationKeys.summary })
        refetchLists()
      },
      beforeReopen: () => queryClient.fetchQuery({ ...notificationSummaryQueryOptions(), staleTime: 0 }),
    })
  }, [queryClient])
}
