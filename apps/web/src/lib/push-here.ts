import { PUSH_SUBSCRIPTIONS_PATH } from '@kindred/contract/http'
import { apiRequest } from './api-client'
import { endPushInBrowser, pushSubscriptionHere } from './service-worker'

/** How long a sign-out waits for the server to forget this device's push before it goes on regardless. */
const SIGN_OUT_PUSH_WAIT_MS = 2000

/** Ends push on this device: the server forgets its endpoint, then the browser ends the subscription. */
export async function stopPushHere(): Promise<void> {
  const subscription = await pushSubscriptionHere()
  if (!subscription) return
  await apiRequest<void>(PUSH_SUBSCRIPTIONS_PATH, {
    method: 'DELETE',
    body: { endpoint: subscription.endpoint },
  })
  await subscription.unsubscribe()
}

/**
 * Before signing out, on every device: a signed-out browser must not go on getting this person's
 * pushes, nor show the next person "on" for a subscription that is not theirs (decision 055). The
 * server is told while the session can still say so, for a moment at most; the browser's subscription
 * ends whatever the server answered (if the server missed it, the push service's "gone" ends it there).
 */
export async function stopPushBeforeSignOut(): Promise<void> {
  // Filled in by the lookup below, which may still be running when the wait is over.
  const here: { subscription: PushSubscription | null } = { subscription: null }
  const tellServer = async () => {
    here.subscription = await pushSubscriptionHere()
    if (!here.subscription) return
    await apiRequest<void>(PUSH_SUBSCRIPTIONS_PATH, {
      method: 'DELETE',
      body: { endpoint: here.subscription.endpoint },
    })
  }
  await Promise.race([
    tellServer().catch(() => null),
    new Promise((resolve) => window.setTimeout(resolve, SIGN_OUT_PUSH_WAIT_MS)),
  ])
  await endPushInBrowser(here.subscription)
}
