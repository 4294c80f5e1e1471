import { safeReturnPath } from '@/features/identity/api/google-start'

// Pages it makes no sense to come back to after signing in.
const NOT_A_DESTINATION = /^\/(?:$|login|register|auth\/)/

/** Where to go after signing in, from the `from` a link put in the router state. */
export function returnPathFrom(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from
  if (typeof from !== 'string' || NOT_A_DESTINATION.test(from)) return '/home'
  return safeReturnPath(from)
}
