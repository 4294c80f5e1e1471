/**
 * TanStack Query keys of preferences: the options everyone may read, and the signed-in person's own
 * (emptied with every other cache on sign-out). The server words the categories and options in the
 * language the page shows, so each language has its own copy: switching asks for the new wording.
 */
export const preferenceKeys = {
  options: (language: string) => ['preferences-public', 'options', language] as const,
  mine: (language: string) => ['preferences', 'mine', language] as const,
  /** The person's own, in every language. */
  allMine: ['preferences', 'mine'] as const,
  compact: ['preferences', 'compact'] as const,
}

/** Seed §8: a failure to load preferences is only logged. The code says what failed, never data. */
export function logPreferenceFailure(what: string, error: unknown): void {
  const code = error && typeof error === 'object' && 'code' in error ? String(error.code) : 'UNKNOWN'
  console.warn(`Kindred: ${what} could not be loaded (${code}); the defaults apply.`)
}
