import { vi } from 'vitest'

/** Files the worker keeps per `kindred-keep-more`, as src/service-worker/ does. */
const BATCH = 4

/**
 * A browser with Kindred's service worker in control and caches kept: what the page posts to the
 * worker, and the Cache Storage names left. `controlled: false` is a page the worker does not
 * control yet (its first load), reached through the registration instead. The worker answers a
 * question sent with a port as the real one does: how many of `toKeep` built files are left.
 */
export function fakeServiceWorker({ controlled = true, cacheNames = ['kindred-shell-1'], toKeep = 0 } = {}) {
  const messages: unknown[] = []
  const names = new Set(cacheNames)
  let left = toKeep
  const worker = {
    postMessage: (message: unknown, ports?: MessagePort[]) => {
      messages.push(message)
      const type = (message as { type?: string }).type
      if (type === 'kindred-keep-more') left = Math.max(0, left - BATCH)
      ports?.[0]?.postMessage({ left })
    },
  }
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
  const register = vi.fn(async (_url: string, _options?: RegistrationOptions) => registration)
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      controller: controlled ? worker : null,
      getRegistration: async () => registration,
      register,
      get ready() {
        return register.mock.calls.length > 0 ? Promise.resolve(registration) : new Promise(() => {})
      },
    },
  })
  return {
    messages,
    /** navigator.serviceWorker.register, as the page calls it. */
    register,
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
