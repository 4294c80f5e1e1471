import { useInfiniteQuery } from '@tanstack/react-query'
import { PAGE_SIZE } from '@kindred/contract/limits'
import { NotificationPageSchema, type NotificationFamily } from '@kindred/contract/notifications'
import { apiRequest } from '@/lib/api-client'
import { pagedQueryOptions } from '@/lib/paged-query'
import { FAMILY_LIST_PATHS, notificationKeys } from './keys'

/** One page of a family's notifications, most recent activity first, ten a page (seed §9). */
export function getNotifications(family: NotificationFamily, page: number) {
  return apiRequest(FAMILY_LIST_PATHS[family], {
    query: { limit: PAGE_SIZE, page },
    schema: NotificationPageSchema,
  })
}

export const notificationsQueryOptions = (family: NotificationFamily) =>
  pagedQueryOptions(notificationKeys.list(family), (page) => getNotifications(family, page))

/** "Show more" adds the next page below the ones already on screen. */
export function useNotifications(family: NotificationFamily) {
  return useInfiniteQuery(notificationsQueryOptions(family))
}
