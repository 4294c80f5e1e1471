import { t } from '@lingui/core/macro'
import { SESSION_ERROR_MESSAGES, SESSION_ID_NOT_FOUND } from '@kindred/contract/errors-constants'
import { GUIDE_SESSION_DAYS } from '@kindred/contract/guide-constants'
import { apiRequest, type ApiRequestOptions } from '@/lib/api-client'
import { apiClientHandlers } from '@/lib/api-client-config'
import { isApiError } from '@/lib/api-error'
import { showNotice } from '@/lib/notices'
import { forgetGuide } from '../stores/forget-guide'
import { GUIDE_API } from './keys'

/**
 * What the person reads on `/` after the guide they had here could not be opened, so that being
 * moved there is not a mystery. A guide linked to an account opens only for that account, signed
 * in: after signing out, or for someone else on this browser, the key kept here no longer opens it.
 */
export function guideGoneNotice(message: string, signedIn: boolean): string {
  // Said when it happens, in the language shown then (a notice is text, not a component).
  const days = GUIDE_SESSION_DAYS
  if (message !== SESSION_ID_NOT_FOUND)
    return t`That guide can no longer be opened: answers are deleted ${days} days after the last visit. You can start again whenever you like.`
  return signedIn
    ? t`We could not find that guide for the account you are signed in with. Open the guide to carry on with one you started signed in, or to start again.`
    : t`We could not find that guide here. If you started it while signed in, sign in and open the guide to carry on where you left off, or start again whenever you like.`
}

/**
 * A call under the guide's prefix. When the server says the session is invalid or gone, the API
 * client already goes to / (seed §8); the stale session is forgotten here too, so coming back to
 * /guide starts afresh instead of failing again, and / says what happened and what the person can do.
 */
export async function guideRequest<T>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  try {
    return await apiRequest(`${GUIDE_API}${path}`, options)
  } catch (error) {
    if (isApiError(error) && SESSION_ERROR_MESSAGES.includes(error.message)) {
      forgetGuide()
      const wentHome = options.globalErrors !== false && !options.ownCodes?.includes(error.code)
      if (wentHome)
        showNotice(guideGoneNotice(error.message, apiClientHandlers().isSignedIn()), { page: '/' })
    }
    throw error
  }
}
