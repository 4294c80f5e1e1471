/**
 * TanStack Query keys of preferences: the options everyone may read, and the signed-in person's own
 * (emptied with every other cache on sign-out).
 */
export const preferenceKeys = {
  options: ['preferences-public', 'options'] as const,
  mine: ['preferences', 'mine'] as const,
  compact: ['preferences', 'compact'] as const,
}

/** Seed §8: a failure to load preferences is only logged. The code says what failed, never data. */
export function logPreferenceFailure(what: string, error: unknown): void {
  const code = error && typeof error === 'object' && 'code' in error ? String(error.code) : 'UNKNOWN'
  console.warn(`Kindred: ${what} could not be loaded (${code}); the defaults apply.`)
}
