import type { Language } from '@kindred/contract/languages'
import type { NotificationFamily, NotificationPage } from '@kindred/contract/notifications'
import type { NotificationsDeps } from '../notifications-deps'
import { toNotificationDto } from '../notification.dto'

/**
 * One page of a family, most recent activity first, with the family's unseen count (SPEC §7): one
 * statement. Each sentence in the request's language.
 */
export async function listNotifications(
  deps: NotificationsDeps,
  recipient: number,
  family: NotificationFamily,
  query: { page: number; limit: number },
  language: Language,
): Promise<NotificationPage> {
  const { page, limit } = query
  const { rows, unseen } = await deps.notifications.page(recipient, family, limit, (page - 1) * limit)
  return {
    results: rows.slice(0, limit).map((row) => toNotificationDto(row, language, deps.ruleLabels)),
    page,
    limit,
    has_next: rows.length > limit,
    unseen_count: unseen[family],
  }
}
