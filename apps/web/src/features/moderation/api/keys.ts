import type { QueryClient } from '@tanstack/react-query'
import type { ReportTarget } from '@kindred/contract/moderation-content'
import { worded } from '@/lib/i18n/worded-key'

/**
 * TanStack Query keys of moderation: the reasons to report, per kind of target (a memory, a comment,
 * a person); the moderators' queue, the open appeals, the people suspended now and the log of
 * decisions, which each decision refreshes together with the list it came from.
 */
export const moderationKeys = {
  all: ['moderation'] as const,
  reasons: (target: ReportTarget) => worded(['moderation', 'reasons', target]),
  queue: ['moderation', 'queue'] as const,
  log: ['moderation', 'log'] as const,
  appeals: ['moderation', 'appeals'] as const,
  suspensions: ['moderation', 'suspensions'] as const,
}

/**
 * After a role change: the queue and the appeals say whether appeals wait for a second moderator,
 * which changes with who moderates (decision 038), and the log records the change. Not awaited.
 */
export function refreshDesk(queryClient: QueryClient) {
  for (const queryKey of [moderationKeys.queue, moderationKeys.appeals, moderationKeys.log])
    void queryClient.invalidateQueries({ queryKey })
}
