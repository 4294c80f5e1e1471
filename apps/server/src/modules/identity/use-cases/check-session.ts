import { sha256 } from '../../../lib/secrets'
import type { Authenticated } from '../../../plugins/authentication'
import type { IdentityDeps } from '../identity-deps'
import { csrfMatches } from '../session-rules'

/**
 * The person and session behind an access token, when the X-CSRF-Token header matches the
 * session's (SPEC §3.5): what the authentication plugin asks on every request that sends
 * authentication. One prepared statement, or none while this instance has it cached (decision 043).
 */
export async function checkSession(
  deps: Pick<IdentityDeps, 'sessions'>,
  accessToken: string,
  csrfHeader: string,
): Promise<Authenticated | null> {
  const row = await deps.sessions.findSignedIn(sha256(accessToken))
  return row && csrfMatches(row.session.csrfTokenHash, csrfHeader) ? row : null
}
