import { describeDevice } from '../cookies'
import type { IdentityDeps } from '../identity-deps'
import { newSessionTokens, type IssuedTokens } from '../session-rules'
import { logOut } from './log-out'

/**
 * Signs in a person who just proved who they are (password, verification link, Google): the
 * session this browser presented ends, and a new one starts. Returns the tokens for the cookies.
 */
export async function startSession(
  deps: IdentityDeps,
  presented: { access?: string; refresh?: string },
  userId: number,
  userAgent: string | undefined,
): Promise<IssuedTokens> {
  await logOut(deps, presented)
  const { tokens, session, refresh } = newSessionTokens(deps.clock.now())
  await deps.sessions.insert({ ...session, userId, device: describeDevice(userAgent) }, refresh)
  return tokens
}
