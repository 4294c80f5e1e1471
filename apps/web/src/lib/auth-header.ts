/**
 * When a call "sends authentication" (SPEC §3.5): the X-CSRF-Token header, which the server requires
 * before it treats a request as signed in. Each call declares its rule:
 * - `always`: every call unless the seed says otherwise.
 * - `memory-list`: memory list calls, only on /home and /memories (elsewhere they read as a visitor).
 * - `when-signed-in`: memory search, only when the cookie store says the person is signed in.
 */
export type AuthRule = 'always' | 'memory-list' | 'when-signed-in'

const MEMORY_LIST_PATHS = new Set(['/home', '/memories'])

export function shouldSendAuthentication(
  rule: AuthRule,
  context: { pathname: string; signedIn: boolean; csrfToken: string | null },
): boolean {
  if (!context.csrfToken) return false
  switch (rule) {
    case 'always':
      return true
    case 'memory-list':
      return MEMORY_LIST_PATHS.has(normalizePath(context.pathname))
    case 'when-signed-in':
      return context.signedIn
  }
}

// "/memories/" is the same page as "/memories" to a person, so it follows the same rule.
function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
}
