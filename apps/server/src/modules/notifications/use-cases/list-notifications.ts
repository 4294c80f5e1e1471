import type { NotificationFamily, NotificationPage } from '@kindred/contract/notifications'
import type { NotificationsDeps } from '../notifications-deps'
import { presentNotifications } from './present-notifications'

/** One page of a family, most recent activity first, with the family's unseen count (SPEC §7). */
export async function listNotifications(
  deps: NotificationsDeps,
  recipient: number,
  family: NotificationFamily,
  query: { page: number; limit: number },
): Promise<NotificationPage> {
  const { page, limit } = query
  const [rows, unseen] = await Promise.all([
    deps.notifications.page(recipient, family, limit, (page - 1) * limit),
    deps.notifications.unseen(recipient),
  ])
  return {
    results: await presentNotifications(deps, recipient, rows.slice(0, limit)),
    page,
    limit,
    has_next: rows.length > limit,
    unseen_count: unseen[family],
  }
}
