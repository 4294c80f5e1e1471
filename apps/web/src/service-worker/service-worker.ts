// Kindred's service worker, served as /sw.js (decisions 055 and 061). It keeps one thing: the app
// shell (the page every visitor gets, with nothing of anyone in it) and the built static files, so the
// app opens offline. It answers only navigations (network first, the shell when offline) and the exact
// files it keeps; every other request, the API above all, goes to the network as if it were not here,
// and no answer of the API is ever put in a cache. It imports nothing: the build (apps/web/build/
// service-worker.ts) compiles this file alone and writes the lists of files in place of PRECACHE.
//
// Decision 061: `install` keeps only the shell (what opens the app offline); the rest of the build is
// kept a few files at a time when the page says it is idle (`kindred-keep-more`), or as the page
// first asks for a file. Keeping all of it at install took the first screen's CPU on a phone.

export {}
declare const self: ServiceWorkerGlobalScope
/**
 * Written by the build: a version (a hash of the files), the same-origin paths `install` keeps (the
 * entry chunk, what it imports, its CSS, the public files the page links) and the other built files.
 */
declare const __KINDRED_PRECACHE__: { version: string; shell: string[]; files: string[] }

const PRECACHE = __KINDRED_PRECACHE__
const CACHE_PREFIX = 'kindred-shell-'
const CACHE = `${CACHE_PREFIX}${PRECACHE.version}`
/** The page of every route: index.html as the server serves it (quick-exit address written in). */
const SHELL = '/'
/**
 * The words of every push in each language, whatever the payload says otherwise (contract:
 * PUSH_WORDS); English for a language it does not know. A Map, so no `lang` reaches Object's own.
 */
const ENGLISH = { lang: 'en', title: 'Kindred', body: 'Something new for you' }
const PUSH_WORDS = new Map([
  ['en', ENGLISH],
  ['es', { lang: 'es', title: 'Kindred', body: 'Algo nuevo para ti' }],
])
const PUSH_TAG = 'kindred'
/** Files kept per `kindred-keep-more`: small, so a batch never holds the page up for long. */
const BATCH = 4

const shellFiles = [SHELL, ...PRECACHE.shell]
const kept = new Set([...shellFiles, ...PRECACHE.files])
/** Raised by every `kindred-forget`: a batch or a file under way when the caches go keeps nothing. */
let forgets = 0

/**
 * A hashed file (/assets/) never changes under its name, so the copy the page's first load just put
 * in the HTTP cache is the built one, and keeping it costs no second download; the page and the
 * public files (same name every deploy) are fetched past the HTTP cache.
 */
const requestFor = (path: string) =>
  new Request(path, { cache: path.startsWith('/assets/') ? 'default' : 'reload' })

async function keepShell(): Promise<void> {
  const cache = await caches.open(CACHE)
  await cache.addAll(shellFiles.map(requestFor))
}

/**
 * The cache to add files to, if there is one: only `install` and `kindred-refill` create it, so after
 * a sign-out or a quick exit emptied it nothing is kept again until the app next starts.
 */
async function openKeptCache(since: number): Promise<Cache | undefined> {
  if (since !== forgets || !(await caches.has(CACHE))) return undefined
  const cache = await caches.open(CACHE)
  if (since === forgets) return cache
  // Emptied meanwhile: `open` may have made the cache again, and it must stay gone.
  await caches.delete(CACHE)
  return undefined
}

/** Keeps `response` for `path` unless the caches were emptied since `since`. */
async function keepFile(path: string, response: Response, since: number): Promise<void> {
  if (!response.ok) return
  await (await openKeptCache(since))?.put(path, response)
}

async function notKeptYet(cache: Cache): Promise<string[]> {
  const have = new Set((await cache.keys()).map((request) => new URL(request.url).pathname))
  return PRECACHE.files.filter((path) => !have.has(path))
}

/** Keeps the shell if a sign-out emptied the cache since; answers how many other files are left. */
async function refill(): Promise<number> {
  if (!(await caches.has(CACHE))) await keepShell()
  return (await notKeptYet(await caches.open(CACHE))).length
}

/** Keeps the next few files not yet kept; answers how many are left (0 once all are, or none can be). */
async function keepMore(): Promise<number> {
  const since = forgets
  const cache = await openKeptCache(since)
  if (!cache) return 0
  const missing = await notKeptYet(cache)
  const batch = missing.slice(0, BATCH)
  let failed = 0
  for (const path of batch) {
    try {
      await keepFile(path, await fetch(requestFor(path)), since)
    } catch {
      failed += 1
    }
  }
  if (since !== forgets) return 0
  // A file the network failed for is tried again at the next start, not in a loop now.
  return failed > 0 ? 0 : missing.length - batch.length
}

async function dropCaches(keep?: string): Promise<void> {
  const names = await caches.keys()
  await Promise.all(names.filter((name) => name !== keep).map((name) => caches.delete(name)))
}

self.addEventListener('install', (event) => {
  event.waitUntil(keepShell().then(() => self.skipWaiting()))
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

/** A kept file from the cache; one not kept yet from the network, and kept from then on. */
async function keptFile(event: FetchEvent, path: string): Promise<Response> {
  const cached = await caches.match(event.request, { cacheName: CACHE })
  if (cached) return cached
  const since = forgets
  const response = await fetch(event.request)
  event.waitUntil(keepFile(path, response.clone(), since).catch(() => undefined))
  return response
}

self.addEventListener('fetch', (event) => {
  const { request } = event
  const url = new URL(request.url)
  if (url.origin !== self.location.origin) return
  if (isAppNavigation(request, url)) return event.respondWith(navigate(event))
  if (request.method === 'GET' && url.search === '' && kept.has(url.pathname) && url.pathname !== SHELL)
    return event.respondWith(keptFile(event, url.pathname))
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

// Only the payload's `url` and `lang` are read: the words shown are always this worker's own, in the
// person's language (decision 084), so no payload, a wrong one or a future one, can put a name or a
// memory on a lock screen.
self.addEventListener('push', (event) => {
  const payload = payloadOf(event)
  const words = (typeof payload.lang === 'string' ? PUSH_WORDS.get(payload.lang) : undefined) ?? ENGLISH
  event.waitUntil(
    self.registration.showNotification(words.title, {
      body: words.body,
      lang: words.lang,
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
  forgets += 1
  await dropCaches()
  if (!message.device) return
  await stopPushHere(message.push).catch(() => null)
  await self.registration.unregister()
}

function typeOf(data: unknown): unknown {
  return typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : undefined
}

/** Answers a page that asked through a MessageChannel (how many files are left to keep). */
function reply(event: ExtendableMessageEvent, work: Promise<number>): void {
  event.waitUntil(
    work
      .catch(() => 0)
      .then((left) => {
        event.ports[0]?.postMessage({ left })
      }),
  )
}

self.addEventListener('message', (event) => {
  if (event.origin !== '' && event.origin !== self.location.origin) return
  const type = typeOf(event.data)
  if (type === 'kindred-forget') event.waitUntil(forget(event.data as ForgetMessage))
  // The app has started: keep the shell again if a sign-out emptied the cache since.
  if (type === 'kindred-refill') reply(event, refill())
  // The page is idle: keep the next few files of the build.
  if (type === 'kindred-keep-more') reply(event, keepMore())
})
