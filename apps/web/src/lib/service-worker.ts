import { CSRF_HEADER, PUSH_SUBSCRIPTIONS_PATH } from '@kindred/contract/http'
import { readCsrfCookie } from './cookies'
import { useDeviceStorageStore } from './device-storage'
import { whenFirstScreenSettled, whenIdle } from './first-screen-settled'

// The page's side of the service worker (src/service-worker/, decisions 055 and 061): installing it
// once the first screen has settled, asking it for the rest of the app when idle, and asking it to
// forget what it keeps when the person leaves or signs out. First-load code: no schemas,
// no API client, and nothing here ever waits on the network.

export const SERVICE_WORKER_URL = '/sw.js'

const workers = (): ServiceWorkerContainer | null =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : null

/** Set by forgetOfflineCopies: this page keeps nothing for offline any more (sign-out, quick exit). */
let forgotten = false
/** Never answered (an older worker that does not know the question): stop asking. */
const ANSWER_TIMEOUT_MS = 30_000

const mayKeep = () => !forgotten && !document.body.hidden && !useDeviceStorageStore.getState().shared

/** Asks the worker `type` through a channel of its own; answers how many files it has left to keep. */
function ask(worker: ServiceWorker, type: string): Promise<number> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    const timer = window.setTimeout(() => {
      channel.port1.close()
      resolve(0)
    }, ANSWER_TIMEOUT_MS)
    channel.port1.onmessage = (event: MessageEvent<{ left?: unknown }>) => {
      window.clearTimeout(timer)
      channel.port1.close()
      resolve(typeof event.data?.left === 'number' ? event.data.left : 0)
    }
    worker.postMessage({ type }, [channel.port2])
  })
}

/**
 * The rest of the build, kept a few files at a time, each batch when the page is idle (decision 061):
 * first the shell again if a sign-out emptied it, then batch after batch until nothing is left, or
 * until the person leaves, signs out or says the device is shared.
 */
async function keepTheRest(worker: ServiceWorker): Promise<void> {
  let left = await ask(worker, 'kindred-refill')
  while (left > 0) {
    await new Promise<void>((resolve) => whenIdle(resolve, 5_000))
    if (!mayKeep()) return
    left = await ask(worker, 'kindred-keep-more')
  }
}

/**
 * Installs the worker once the first screen has settled (lib/first-screen-settled.ts: loaded, the
 * route drawn, quiet and idle), in a production build on a secure context (HTTPS, or localhost):
 * never on a device the person said is shared (it would be a trace), nor on a page that is leaving.
 * Its `install` keeps only the shell; the page then asks it for the rest when idle.
 */
export function registerServiceWorker(): void {
  const container = workers()
  if (!import.meta.env.PROD || !container || !window.isSecureContext) return
  const register = () => {
    if (!mayKeep()) return
    // Offline (the connection dropped before the page settled) the script cannot be fetched and
    // Chromium logs an error for it: wait until the connection is back.
    if (navigator.onLine === false) {
      window.addEventListener('online', register, { once: true })
      return
    }
    container
      .register(SERVICE_WORKER_URL, { scope: '/' })
      .then(() => container.ready)
      .then((registration) => {
        if (registration.active && mayKeep()) return keepTheRest(registration.active)
      })
      .catch(() => {
        // No worker: the app works as before, only not offline.
      })
  }
  whenFirstScreenSettled(register)
}

/** Deletes every Cache Storage cache of this site; resolves when done (or when there is none). */
export async function dropAllCaches(): Promise<void> {
  if (typeof caches === 'undefined') return
  const names = await caches.keys()
  await Promise.all(names.map((name) => caches.delete(name)))
}

/**
 * Forgets what the worker keeps, at once and without waiting: every cache (here and in the worker,
 * which carries on after this page has gone), and on a shared device (`device`) also this device's
 * push subscription (a DELETE to the server with the page's CSRF header, best effort) and the worker
 * itself. The quick exit calls it before it forgets the CSRF cookie; sign-out after the session ends.
 */
export function forgetOfflineCopies({ device }: { device: boolean }): void {
  forgotten = true
  try {
    const message = {
      type: 'kindred-forget',
      device,
      push: device
        ? { path: PUSH_SUBSCRIPTIONS_PATH, header: CSRF_HEADER, token: readCsrfCookie() }
        : undefined,
    }
    const container = workers()
    const controller = container?.controller
    if (controller) controller.postMessage(message)
    else
      void container
        ?.getRegistration()
        .then((registration) => registration?.active?.postMessage(message))
        .catch(() => null)
    void dropAllCaches().catch(() => null)
  } catch {
    // A browser that blocks storage or workers has kept nothing to forget; the exit goes on.
  }
}

/** This browser's push subscription for Kindred, if it has one. */
export async function pushSubscriptionHere(): Promise<PushSubscription | null> {
  const container = workers()
  if (!container) return null
  const registration = await container.getRegistration()
  return (await registration?.pushManager?.getSubscription()) ?? null
}

/**
 * Ends this browser's push subscription (`known`, or the one it has), telling no one: for when the
 * server has been told already, or cannot be (the session has ended). Never throws.
 */
export async function endPushInBrowser(known?: PushSubscription | null): Promise<void> {
  try {
    await (known ?? (await pushSubscriptionHere()))?.unsubscribe()
  } catch {
    // A browser that refuses has no subscription Kindred could end; signing out goes on.
  }
}
