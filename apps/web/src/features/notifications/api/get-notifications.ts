import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { PAGE_SIZE } from '@kindred/contract/limits'
import { NotificationPageSchema, type NotificationFamily } from '@kindred/contract/notifications'
import { apiRequest } from '@/lib/api-client'
import { FAMILY_LIST_PATHS, notificationKeys } from './keys'

/** One page of a family's notifications, most recent activity first, ten a page (seed §9). */
export function getNotifications(family: NotificationFamily, page: number) {
  return apiRequest(FAMILY_LIST_PATHS[family], {
    query: { limit: PAGE_SIZE, page },
    schema: NotificationPageSchema,
  })
}

export const notificationsQueryOptions = (family: NotificationFamily) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(family),
    queryFn: ({ pageParam }) => getNotifications(family, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.has_next ? last.page + 1 : undefined),
  })

/** "Show more" adds the next page below the ones already on screen. */
export function useNotifications(family: NotificationFamily) {
  return useInfiniteQuery(notificationsQueryOptions(family))
}
