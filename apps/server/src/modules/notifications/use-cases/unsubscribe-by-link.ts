import type { UnsubscribeResult } from '@kindred/contract/notifications-settings'
import { AppError } from '../../../lib/app-error'
import { verifyUnsubscribeToken } from '../email/unsubscribe-token'
import type { NotificationsDeps } from '../notifications-deps'

/**
 * Turns the person's email off by the link of a mail, without signing in. A token this server did
 * not sign (forged, altered, for another purpose) or one already used changes nothing.
 */
export async function unsubscribeByLink(deps: NotificationsDeps, token: string): Promise<UnsubscribeResult> {
  const claim = verifyUnsubscribeToken(deps.unsubscribeKey, token)
  if (!claim) {
    throw new AppError(400, 'UNSUBSCRIBE_LINK_INVALID', 'notifications.unsubscribeInvalid')
  }
  if (!(await deps.email.turnOffByLink(claim.userId, claim.generation, deps.clock.now()))) {
    throw new AppError(410, 'UNSUBSCRIBE_LINK_USED', 'notifications.unsubscribeUsed')
  }
  return { email: { mode: 'off' } }
}
