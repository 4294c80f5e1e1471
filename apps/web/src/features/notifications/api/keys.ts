import type { NotificationFamily } from '@kindred/contract/notifications'
import { NOTIFICATION_PATHS } from '@kindred/contract/notifications-constants'
import { worded } from '@/lib/i18n/worded-key'

/** Where each family's list is read (SPEC §7: four families, four calls). */
export const FAMILY_LIST_PATHS: Record<NotificationFamily, string> = {
  me_too: NOTIFICATION_PATHS.meToo,
  me_too_love: NOTIFICATION_PATHS.meTooLove,
  memory_love: NOTIFICATION_PATHS.memoryLove,
  general: NOTIFICATION_PATHS.general,
}

/**
 * TanStack Query keys of notifications. The bell's counts and the lists sit apart under
 * `['notifications']`, so a live event can replace the counts and refetch only the lists.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  summary: ['notifications', 'summary'] as const,
  lists: ['notifications', 'list'] as const,
  /** A family's list, its texts in the language shown. */
  list: (family: NotificationFamily) => worded(['notifications', 'list', family]),
  settings: ['notifications', 'settings'] as const,
  /** The person's devices that get push (server), and whether this browser is one (browser). */
  pushDevices: ['notifications', 'push', 'devices'] as const,
  pushHere: ['notifications', 'push', 'here'] as const,
}
