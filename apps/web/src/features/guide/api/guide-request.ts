import { SESSION_ERROR_MESSAGES } from '@kindred/contract/errors'
import { apiRequest, type ApiRequestOptions } from '@/lib/api-client'
import { isApiError } from '@/lib/api-error'
import { forgetGuide } from '../stores/forget-guide'
import { GUIDE_API } from './keys'

/**
 * A call under the guide's prefix. When the server says the session is invalid or gone, the API
 * client already goes to / (seed §8); the stale session is forgotten here too, so coming back to
 * /guide starts afresh instead of failing again.
 */
export async function guideRequest<T>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  try {
    return await apiRequest(`${GUIDE_API}${path}`, options)
  } catch (error) {
    if (isApiError(error) && SESSION_ERROR_MESSAGES.includes(error.message)) forgetGuide()
    throw error
  }
}
