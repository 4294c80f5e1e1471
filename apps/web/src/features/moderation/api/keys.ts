/**
 * TanStack Query keys of moderation: the reasons to report, per target kind (1 memory, 2 comment,
 * 3 person); the moderators' queue and the log of their decisions, which a decision refreshes together.
 */
export const moderationKeys = {
  all: ['moderation'] as const,
  reasons: (targetKind: number) => ['moderation', 'reasons', targetKind] as const,
  queue: ['moderation', 'queue'] as const,
  log: ['moderation', 'log'] as const,
}
