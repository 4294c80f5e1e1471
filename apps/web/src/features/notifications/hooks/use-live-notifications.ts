import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import type { NotificationSummary } from '@kindred/contract/notifications'
import { notificationSummaryQueryOptions } from '../api/get-notification-summary'
import { notificationKeys } from '../api/keys'
import { connectNotificationStream } from '../lib/notification-stream'

export interface LiveNotificationOptions {
  /**
   * A moderator decided about this person (a suspension, or its lifting, among others): the app asks
   * who they are again, so a notice that they may not take part comes or goes without a reload.
   */
  onModerationOutcome?: () => void
}

/**
 * While mounted (the bell, shown only to a signed-in person: one per tab), keeps the notification
 * stream open and applies what it says: the counts at once, the lists refetched where they are shown.
 * Unmounting (signing out) closes it.
 */
export function useLiveNotifications({ onModerationOutcome }: LiveNotificationOptions = {}): void {
  const queryClient = useQueryClient()
  // The latest callback, without reopening the stream when it changes.
  const onOutcome = useRef(onModerationOutcome)
  useEffect(() => {
    onOutcome.current = onModerationOutcome
  }, [onModerationOutcome])
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
