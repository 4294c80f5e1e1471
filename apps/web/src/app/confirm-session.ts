import { identityKeys } from '@/features/identity/api/keys'
import { getMe } from '@/features/identity/api/get-me'
import { useCookieStore } from '@/features/identity/stores/cookie-store'
import { queryClient } from '@/lib/query-client'
import { startSignedInSession } from './session-wiring'

/**
 * On start-up, ask the server who is signed in when the app believes someone is:
 * - signed in: confirm it (a session that ended and cannot be refreshed signs out, seed §8), and
 *   pick up a changed name or role;
 * - a login in progress (back from Google): the cookies are new, so /me says who it is. A 401 then
 *   only means the sign-in did not happen, which must not wipe a visitor's guide session.
 */
export async function confirmSessionOnStart(
  atStart: { signedIn: boolean; loginInProgress: boolean } = useCookieStore.getState(),
): Promise<void> {
  const { signedIn, loginInProgress } = atStart
  if (!signedIn && !loginInProgress) return
  try {
    const data = await getMe({ globalErrors: signedIn })
    queryClient.setQueryData(identityKeys.me, data)
    if (signedIn) useCookieStore.getState().signIn(data.user)
    else startSignedInSession(data.user)
  } catch {
    if (!signedIn) useCookieStore.getState().setLoginInProgress(false)
  }
}
