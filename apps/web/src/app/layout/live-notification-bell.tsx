import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { Notification } from '@kindred/contract/notifications'
import { NotificationBell } from '@/features/notifications/components/notification-bell'
import { refreshListsConcernedBy } from '../live-lists'

// A suspension given or lifted shows at once: the app asks who the person is again (loaded with the call).
const refreshOwnAccount = () => void import('../refresh-suspension').then((m) => m.refreshSuspension())

/**
 * The header's bell with what the live stream changes beyond the notifications: the lists of other
 * features a notification concerns (live-lists.ts, decision 039) and, after a moderator's decision
 * about the person, who they are.
 */
export function LiveNotificationBell() {
  const queryClient = useQueryClient()
  const onNotification = useCallback(
    (notification: Notification) => refreshListsConcernedBy(queryClient, notification),
    [queryClient],
  )
  return <NotificationBell onModerationOutcome={refreshOwnAccount} onNotification={onNotification} />
}
