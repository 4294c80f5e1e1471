import type { Notification } from '@kindred/contract/notifications'
import { findReadableMemories } from '../../memories'
import { toNotificationDto } from '../notification.dto'
import type { NotificationsDeps } from '../notifications-deps'
import type { NotificationRow } from '../notifications.repository'

/**
 * Rows as their recipient sees them: one more statement for the whole page tells which memories
 * they may still read (visibility, blocks), whatever the number of rows.
 */
export async function presentNotifications(
  deps: NotificationsDeps,
  recipient: number,
  rows: NotificationRow[],
): Promise<Notification[]> {
  const links = rows.flatMap((row) => (row.shareable_link === null ? [] : [row.shareable_link]))
  const readable = await findReadableMemories(deps.db, recipient, links)
  return rows.map((row) => toNotificationDto(row, readable))
}
