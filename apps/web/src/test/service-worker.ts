import { vi } from 'vitest'

/**
 * A browser with Kindred's service worker in control and caches kept: what the page posts to the
 * worker, and the Cache Storage names left. `controlled: false` is a page the worker does not
 * control yet (its first load), reached through the registration instead.
 */
export function fakeServiceWorker({ controlled = true, cacheNames = ['kindred-shell-1'] } = {}) {
  const messages: unknown[] = []
  const names = new Set(cacheNames)
  const worker = { postMessage: (message: unknown) => messages.push(message) }
  let subscribed = false
  const subscription = {
    endpoint: 'https://push.example/device-1',
    toJSON: () => ({
      endpoint: subscription.endpoint,
      expirationTime: null,
      keys: { p256dh: 'BPkey', auth: 'authkey' },
    }),
    unsubscribe: vi.fn(async () => {
      subscribed = false
      return true
    }),
  }
  const subscribe = vi.fn(async (_options: PushSubscriptionOptionsInit) => {
    subscribed = true
    return subscription
  })
  const registration = {
    active: worker,
    pushManager: { getSubscription: async () => (subscribed ? subscription : null), subscribe },
  }
  vi.stubGlobal('caches', {
    keys: async () => [...names],
    delete: async (name: string) => names.delete(name),
  })
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      controller: controlled ? worker : null,
      getRegistration: async () => registration,
    },
  })
  return {
    messages,
    cacheNames: () => [...names],
    subscription,
    /** The worker's pushManager.subscribe, as the page calls it. */
    pushSubscribe: subscribe,
    subscribe: () => {
      subscribed = true
    },
    /** Whether the browser still has a push subscription, as the page would find it. */
    subscribed: async () => (await registration.pushManager.getSubscription()) !== null,
    /** Takes the fake away again (navigator is not restored by unstubGlobals). */
    remove: () => Reflect.deleteProperty(navigator, 'serviceWorker'),
  }
}

/** A browser that can show notifications, where the person answers the permission prompt with `answer`. */
export function fakeNotificationPermission(
  answer: NotificationPermission,
  current: NotificationPermission = 'default',
) {
  const requestPermission = vi.fn(async () => answer)
  vi.stubGlobal('Notification', { permission: current, requestPermission })
  vi.stubGlobal('PushManager', class {})
  return requestPermission
}
