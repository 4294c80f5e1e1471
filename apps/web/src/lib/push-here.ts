import { PUSH_SUBSCRIPTIONS_PATH } from '@kindred/contract/http'
import { apiRequest } from './api-client'
import { useDeviceStorageStore } from './device-storage'

/** How long a sign-out on a shared device waits to end push there before it goes on regardless. */
const SIGN_OUT_PUSH_WAIT_MS = 2000

/** This browser's push subscription for Kindred, if it has one. */
export async function pushSubscriptionHere(): Promise<PushSubscription | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null
  const registration = await navigator.serviceWorker.getRegistration()
  return (await registration?.pushManager?.getSubscription()) ?? null
}

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
 * Before signing out on a device the person said is shared: end push there while the session can
 * still tell the server, for a moment at most (the sign-out's own clean-up ends it in the browser
 * whatever happens here, decision 055).
 */
export async function stopPushBeforeSignOut(): Promise<void> {
  if (!useDeviceStorageStore.getState().shared) return
  await Promise.race([
    stopPushHere().catch(() => null),
    new Promise((resolve) => window.setTimeout(resolve, SIGN_OUT_PUSH_WAIT_MS)),
  ])
}
