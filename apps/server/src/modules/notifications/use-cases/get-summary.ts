import type { NotificationSummary } from '@kindred/contract/notifications'
import type { NotificationsDeps } from '../notifications-deps'

/** The unseen count of every family and their total: what the bell shows. */
export async function getSummary(deps: NotificationsDeps, recipient: number): Promise<NotificationSummary> {
  const unseen = await deps.notifications.unseen(recipient)
  return { unseen, total: unseen.me_too + unseen.me_too_love + unseen.memory_love + unseen.general }
}
