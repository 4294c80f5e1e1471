/** TanStack Query keys of moderation: the reasons to report, per target kind (1 memory, 2 comment, 3 person). */
export const moderationKeys = {
  all: ['moderation'] as const,
  reasons: (targetKind: number) => ['moderation', 'reasons', targetKind] as const,
}
