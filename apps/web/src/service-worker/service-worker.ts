// Kindred's service worker, served as /sw.js (decision 055). It keeps one thing: the app shell (the
// page every visitor gets, with nothing of anyone in it) and the built static files, so the app opens
// offline. It answers only navigations (network first, the shell when offline) and the exact files it
// keeps; every other request, the API above all, goes to the network as if it were not here, and no
// answer of the API is ever put in a cache. It imports nothing: the build (apps/web/build/
// service-worker.ts) compiles this file alone and writes the list of files in place of PRECACHE.

export {}
declare const self: ServiceWorkerGlobalScope
/** Written by the build: a version (a hash of the files) and the same-origin paths to keep. */
declare const __KINDRED_PRECACHE__: { version: string; files: string[] }

const PRECACHE = __KINDRED_PRECACHE__
const CACHE_PREFIX = 'kindred-shell-'
const CACHE = `${CACHE_PREFIX}${PRECACHE.version}`
/** The page of every route: index.html as the server serves it (quick-exit address written in). */
const SHELL = '/'
/** The words of every push, whatever the payload says otherwise (contract: PUSH_TITLE, PUSH_BODY). */
const PUSH_TITLE = 'Kindred'
const PUSH_BODY = 'Something new for you'
const PUSH_TAG = 'kindred'

const kept = new Set([SHELL, ...PRECACHE.files])

/** Fetched past the HTTP cache, so the copy kept is the one this version was built with. */
async function precache(): Promise<void> {
  const cache = await caches.open(CACHE)
  await cache.addAll([...kept].map((path) => new Request(path, { cache: 'reload' })))
}

async function dropCaches(keep?: string): Promise<void> {
  const names = await caches.keys()
  await Promise.all(names.filter((name) => name !== keep).map((name) => caches.delete(name)))
}

self.addEventListener('install', (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()))
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Old versions' files go: a deploy replaces the shell as a whole.
      await dropCaches(CACHE)
      // No navigation preload: with it on, the browser sends every navigation to the network as
      // the worker starts, and again when the worker leaves the navigation alone (the API's GETs
      // a browser opens: Google's callback, an unsubscribe link). A single-use callback sent twice
      // fails: signing in with Google did. Off also for a worker an earlier version turned it on in.
      await self.registration.navigationPreload?.disable()
      await self.clients.claim()
    })(),
  )
})

/**
 * A page of the app opened in the browser: not the API, and not a file (robots.txt, an icon), which
 * offline must fail as a file, not open the app. The server draws the same line (plugins/spa.ts).
 */
function isAppNavigation(request: Request, url: URL): boolean {
  const lastSegment = url.pathname.slice(url.pathname.lastIndexOf('/') + 1)
  return (
    request.mode === 'navigate' &&
    request.method === 'GET' &&
    !url.pathname.startsWith('/api/') &&
    !lastSegment.includes('.')
  )
}

async function navigate(event: FetchEvent): Promise<Response> {
  try {
    return await fetch(event.request)
  } catch (error) {
    const shell = await caches.match(SHELL, { cacheName: CACHE })
    if (shell) return shell
    throw error
  }
}

async function keptFile(request: Request): Promise<Response> {
  return (await caches.match(request, { cacheName: CACHE })) ?? fetch(request)
}

self.addEventListener('fetch', (event) => {
  const { request } = event
  const url = new URL(request.url)
  if (url.origin !== self.location.origin) return
  if (isAppNavigation(request, url)) return event.respondWith(navigate(event))
  if (request.method === 'GET' && url.search === '' && kept.has(url.pathname) && url.pathname !== SHELL)
    return event.respondWith(keptFile(request))
  // Everything else (the API, the seed's API paths, anything not built here) is not answered here.
})

/** A path of this app to open, or the app's start; never another site. */
function sameOriginPath(value: unknown): string {
  if (typeof value !== 'string') return SHELL
  try {
    const url = new URL(value, self.location.origin)
    return url.origin === self.location.origin ? url.pathname + url.search + url.hash : SHELL
  } catch {
    return SHELL
  }
}

function payloadOf(event: PushEvent): Record<string, unknown> {
  try {
    const data: unknown = event.data?.json()
    return data && typeof data === 'object' ? (data as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

// Only the payload's `url` is read: the words shown are always this worker's own, so no payload, a
// wrong one or a future one, can put a name or a memory on a lock screen.
self.addEventListener('push', (event) => {
  const payload = payloadOf(event)
  event.waitUntil(
    self.registration.showNotification(PUSH_TITLE, {
      body: PUSH_BODY,
      tag: PUSH_TAG,
      icon: '/icons/icon-192.png',
      data: { url: sameOriginPath(payload.url) },
    }),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const path = sameOriginPath((event.notification.data as { url?: unknown } | null)?.url)
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin)
      if (open) {
        await open.focus()
        await open.navigate(path).catch(() => null)
      } else {
        await self.clients.openWindow(path)
      }
    })(),
  )
})

/** What a page asks when the person leaves (quick exit) or signs out: see lib/offline-app.ts. */
interface ForgetMessage {
  type: 'kindred-forget'
  /** A shared device: also stop push here and remove this worker. */
  device: boolean
  /** Where to tell the server this device's push ends, with the page's CSRF header. */
  push?: { path: string; header: string; token: string | null }
}

async function stopPushHere(push: ForgetMessage['push']): Promise<void> {
  const subscription = await self.registration.pushManager.getSubscription()
  if (!subscription) return
  if (push) {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' }
    if (push.token) headers[push.header] = push.token
    // Best effort: the browser's unsubscribe below ends the endpoint whatever the server answers.
    await fetch(push.path, {
      method: 'DELETE',
      headers,
      body: JSON.stringify({ endpoint: subscription.endpoint }),
      credentials: 'same-origin',
    }).catch(() => null)
  }
  await subscription.unsubscribe()
}

async function forget(message: ForgetMessage): Promise<void> {
  await dropCaches()
  if (!message.device) return
  await stopPushHere(message.push).catch(() => null)
  await self.registration.unregister()
}

function typeOf(data: unknown): unknown {
  return typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : undefined
}

self.addEventListener('message', (event) => {
  if (event.origin !== '' && event.origin !== self.location.origin) return
  const type = typeOf(event.data)
  if (type === 'kindred-forget') event.waitUntil(forget(event.data as ForgetMessage))
  // The app has started: keep the shell again if a sign-out emptied the cache since.
  if (type === 'kindred-refill')
    event.waitUntil(caches.has(CACHE).then((has) => (has ? undefined : precache())))
})
