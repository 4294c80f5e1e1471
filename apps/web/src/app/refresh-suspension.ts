import { getMe } from '@/features/identity/api/get-me'
import { identityKeys } from '@/features/identity/api/keys'
import { useCookieStore } from '@/features/identity/stores/cookie-store'
import { queryClient } from '@/lib/query-client'

/**
 * A write was refused because the person is suspended, or a moderator's decision about them arrived
 * (a suspension given or lifted): ask who they are again, so the session knows until when and the
 * screens say so. Nothing else changes if that fails (the refusal or the notification already said it).
 */
export async function refreshSuspension(): Promise<void> {
  try {
    const data = await getMe()
    queryClient.setQueryData(identityKeys.me, data)
    // Only the same person: someone else may have signed in meanwhile.
    if (useCookieStore.getState().user?.public_id === data.user.public_id)
      useCookieStore.getState().signIn(data.user)
  } catch {
    // The refusal's own words were shown where it happened; the next start of the app checks again.
  }
}
