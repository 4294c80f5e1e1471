import { describeDevice } from '../cookies'
import type { IdentityDeps } from '../identity-deps'

/**
 * Signs in a person who just proved who they are (password, verification link, Google): the
 * session this browser presented ends, and a new one starts. Returns the tokens for the cookies.
 */
export async function startSession(
  deps: IdentityDeps,
  presented: { access?: string; refresh?: string },
  userId: number,
  userAgent: string | undefined,
) {
  await deps.sessions.endPresented(presented)
  return deps.sessions.start(userId, describeDevice(userAgent))
}
