import { LANGUAGES } from '@kindred/contract/languages'
import {
  PUSH_BODY,
  PUSH_TITLE,
  PUSH_URL,
  PUSH_WORDS,
  type PushPayload,
} from '@kindred/contract/notifications-settings'
import { describe, expect, it, vi } from 'vitest'
import { QUICK_EXIT_SIGN_OUT_PATH } from '@kindred/contract/http'
import { serviceWorkerScript, shellOfBundle } from '../../build/service-worker'
import source from './service-worker.ts?raw'

const ORIGIN = 'https://kindred.example'
const VERSION = 'v2'
/** Kept at install: opens the app offline with the page. */
const KEPT_FILE = '/assets/index-abc123.js'
const SHELL_FILES = ['/', KEPT_FILE, '/assets/index-abc123.css', '/manifest.webmanifest']
/** The other built files (lazy pages' chunks), kept later a few at a time. */
const LATER_FILES = Array.from({ length: 10 }, (_, i) => `/assets/page-${i}.js`)

type Listener = (event: Record<string, unknown>) => void

/**
 * The worker as the build writes it, run in a stand-in for its global scope: its listeners, the
 * caches it keeps, the notifications it shows and the windows it opens.
 */
function startWorker({ network = 'up' as 'up' | 'down' } = {}) {
  const listeners = new Map<string, Listener>()
  const stores = new Map<string, Map<string, Response>>([['kindred-shell-v1', new Map()]])
  const shown: { title: string; options: NotificationOptions }[] = []
  const opened: string[] = []
  const cacheOf = (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map())
    const store = stores.get(name)!
    const pathOf = (request: Request | string) =>
      new URL(typeof request === 'string' ? request : request.url, ORIGIN).pathname
    // What a cache answers reads "kept", whatever the network said when it was kept.
    return {
      addAll: async (requests: Request[]) => {
        for (const request of requests) {
          await fetch(request)
          store.set(pathOf(request), new Response('kept'))
        }
      },
      put: async (request: Request | string, _response: Response) =>
        void store.set(pathOf(request), new Response('kept')),
      keys: async () => [...store.keys()].map((path) => new Request(new URL(path, ORIGIN))),
    }
  }
  const caches = {
    open: async (name: string) => cacheOf(name),
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
    has: async (name: string) => stores.has(name),
    match: async (request: Request | string, { cacheName }: { cacheName: string }) =>
      stores
        .get(cacheName)
        ?.get(new URL(typeof request === 'string' ? request : request.url, ORIGIN).pathname),
  }
  const fetch = vi.fn(async (_request: Request | string) => {
    if (network === 'down') throw new TypeError('Failed to fetch')
    return new Response('from the network')
  })
  /** The paths fetched from the network so far. */
  const fetched = () =>
    fetch.mock.calls.map(
      ([request]) => new URL(typeof request === 'string' ? request : request.url, ORIGIN).pathname,
    )
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: async () => undefined,
    registration: {
      navigationPreload: { disable: async () => undefined },
      showNotification: async (title: string, options: NotificationOptions) =>
        void shown.push({ title, options }),
    },
    clients: {
      claim: async () => undefined,
      matchAll: async () => [],
      openWindow: async (url: string) => void opened.push(url),
    },
  }
  const script = serviceWorkerScript(source, {
    version: VERSION,
    shell: SHELL_FILES.slice(1),
    files: LATER_FILES,
  })
  new Function('self', 'caches', 'fetch', script)(self, caches, fetch)

  /** Dispatches an event; answers what it was answered with and waits for what it waits on. */
  async function dispatch(type: string, fields: Record<string, unknown> = {}) {
    const waits: Promise<unknown>[] = []
    let answer: Promise<Response> | undefined
    listeners.get(type)?.({
      ...fields,
      waitUntil: (promise: Promise<unknown>) => waits.push(promise),
      respondWith: (response: Promise<Response>) => (answer = response),
    })
    await Promise.all(waits)
    return answer
  }
  const request = (path: string, { mode, ...init }: RequestInit = {}) => {
    const made = new Request(new URL(path, ORIGIN), init)
    // Request() refuses mode "navigate"; the browser alone makes such requests.
    return mode === 'navigate' ? Object.defineProperty(made, 'mode', { value: 'navigate' }) : made
  }
  const fetchEvent = (path: string, init: RequestInit = {}) =>
    dispatch('fetch', { request: request(path, init), preloadResponse: Promise.resolve(undefined) })
  /** A page's message through a channel of its own, as lib/service-worker.ts sends it; answers the reply. */
  async function ask(type: string) {
    const replies: unknown[] = []
    await dispatch('message', {
      origin: ORIGIN,
      data: { type },
      ports: [{ postMessage: (m: unknown) => replies.push(m) }],
    })
    return replies[0]
  }
  const keptPaths = () => [...(stores.get(`kindred-shell-${VERSION}`)?.keys() ?? [])].sort()
  return {
    dispatch,
    fetchEvent,
    ask,
    keptPaths,
    stores,
    shown,
    opened,
    fetch,
    fetched,
    network: (state: 'up' | 'down') => (network = state),
  }
}

describe('what the service worker answers', () => {
  it('answers no call of the API, nor anything else it did not build: they go to the network untouched', async () => {
    const worker = startWorker()
    await worker.dispatch('install')
    for (const path of [
      '/api/v1/notifications/summary',
      '/api/v1/auth/me',
      '/notifications/',
      '/notifications/5/read/',
      '/memories/api/v1/metoo/notifications',
      '/api/v1/childhood-trauma-guide/sessions/',
      '/comments/memory/4/',
      '/assets/not-in-this-build.js',
      '/',
    ]) {
      expect(await worker.fetchEvent(path), path).toBeUndefined()
    }
    expect(await worker.fetchEvent(KEPT_FILE, { method: 'POST', body: '{}' })).toBeUndefined()
    // The quick exit's sign-out, sent with keepalive as the page leaves: the network's alone (decision 056).
    const signOut = { method: 'POST', keepalive: true, body: '{"shared_device":true}' }
    expect(await worker.fetchEvent(QUICK_EXIT_SIGN_OUT_PATH, signOut)).toBeUndefined()
    expect(await worker.fetchEvent('https://elsewhere.example/assets/index-abc123.js')).toBeUndefined()
    // Opened as pages, the API and files are not the app's either.
    expect(await worker.fetchEvent('/api/docs', { mode: 'navigate' })).toBeUndefined()
    expect(await worker.fetchEvent('/robots.txt', { mode: 'navigate' })).toBeUndefined()
  })

  it('opens pages from the network, and the shell it keeps when the network is down', async () => {
    const online = startWorker()
    await online.dispatch('install')
    expect(await (await online.fetchEvent('/memories', { mode: 'navigate' }))?.text()).toBe(
      'from the network',
    )

    const offline = startWorker()
    await offline.dispatch('install')
    offline.network('down')
    const page = await offline.fetchEvent('/home/notifications', { mode: 'navigate' })
    expect(await page?.text()).toBe('kept')
    expect(await (await offline.fetchEvent(KEPT_FILE))?.text()).toBe('kept')
  })

  it('keeps only the shell when it installs, under this version, and drops older versions', async () => {
    const worker = startWorker()
    await worker.dispatch('install')
    await worker.dispatch('activate')
    expect([...worker.stores.keys()]).toEqual([`kindred-shell-${VERSION}`])
    expect(worker.keptPaths()).toEqual([...SHELL_FILES].sort())
    // Nothing of the lazy pages is fetched while the first screen may still be drawing.
    expect(worker.fetched().sort()).toEqual([...SHELL_FILES].sort())
  })

  it('keeps the rest of the build a few files at a time, as the idle page asks, until none is left', async () => {
    const worker = startWorker()
    await worker.dispatch('install')
    await worker.dispatch('activate')
    expect(await worker.ask('kindred-refill')).toEqual({ left: 10 })
    expect(await worker.ask('kindred-keep-more')).toEqual({ left: 6 })
    expect(worker.keptPaths()).toHaveLength(SHELL_FILES.length + 4)
    expect(await worker.ask('kindred-keep-more')).toEqual({ left: 2 })
    expect(await worker.ask('kindred-keep-more')).toEqual({ left: 0 })
    expect(worker.keptPaths()).toEqual([...SHELL_FILES, ...LATER_FILES].sort())
    expect(await worker.ask('kindred-keep-more')).toEqual({ left: 0 })
    // Each file was fetched once.
    expect(worker.fetched()).toHaveLength(SHELL_FILES.length + LATER_FILES.length)

    // Then a lazy page the person never opened opens offline.
    worker.network('down')
    expect(await (await worker.fetchEvent(LATER_FILES[9]!))?.text()).toBe('kept')
  })

  it('keeps a file the page asks for before its batch came, so it is not fetched twice', async () => {
    const worker = startWorker()
    await worker.dispatch('install')
    const page = LATER_FILES[7]!
    expect(await (await worker.fetchEvent(page))?.text()).toBe('from the network')
    expect(worker.keptPaths()).toContain(page)
    expect(await worker.ask('kindred-refill')).toEqual({ left: 9 })
    while (((await worker.ask('kindred-keep-more')) as { left: number }).left > 0);
    expect(worker.fetched().filter((path) => path === page)).toHaveLength(1)
  })

  it('stops keeping files when the network fails, and tries again at the next start', async () => {
    const worker = startWorker()
    await worker.dispatch('install')
    worker.network('down')
    expect(await worker.ask('kindred-keep-more')).toEqual({ left: 0 })
    worker.network('up')
    expect(await worker.ask('kindred-refill')).toEqual({ left: 10 })
  })

  it('forgets everything when a page asks (quick exit, sign-out), and keeps nothing again until the app starts', async () => {
    const worker = startWorker()
    await worker.dispatch('install')
    await worker.dispatch('message', { origin: ORIGIN, data: { type: 'kindred-forget', device: false } })
    expect([...worker.stores.keys()]).toEqual([])
    // The page still open after a sign-out: an idle batch, or a file it loads, keeps nothing.
    expect(await worker.ask('kindred-keep-more')).toEqual({ left: 0 })
    await worker.fetchEvent(LATER_FILES[0]!)
    expect([...worker.stores.keys()]).toEqual([])
    // The app's next start keeps the shell again.
    expect(await worker.ask('kindred-refill')).toEqual({ left: 10 })
    expect(worker.keptPaths()).toEqual([...SHELL_FILES].sort())
  })

  it('keeps nothing of a batch under way when the caches are emptied meanwhile', async () => {
    const worker = startWorker()
    await worker.dispatch('install')
    const batch = worker.ask('kindred-keep-more')
    await worker.dispatch('message', { origin: ORIGIN, data: { type: 'kindred-forget', device: false } })
    expect(await batch).toEqual({ left: 0 })
    expect([...worker.stores.keys()]).toEqual([])
  })
})

describe('push', () => {
  const push = (payload: unknown) => ({ data: { json: () => payload } })

  it('shows the discreet words whatever the payload says, with the tag kindred, and takes only its path', async () => {
    const worker = startWorker()
    const payload: PushPayload = { title: PUSH_TITLE, body: PUSH_BODY, url: PUSH_URL, lang: 'en' }
    await worker.dispatch('push', push(payload))
    // A payload with other words (and anything else it might carry) still shows the same words.
    await worker.dispatch(
      'push',
      push({
        title: 'Quiet Heron commented',
        body: 'On “The long winter”: I remember that too',
        url: '/memories/m/the-long-winter-x7k2',
        memory: 'The long winter',
      }),
    )
    const notification = (url: string) => ({
      title: PUSH_TITLE,
      options: { body: PUSH_BODY, lang: 'en', tag: 'kindred', icon: '/icons/icon-192.png', data: { url } },
    })
    expect(worker.shown).toEqual([notification(PUSH_URL), notification('/memories/m/the-long-winter-x7k2')])
    expect(JSON.stringify(worker.shown)).not.toMatch(/long winter|Heron|remember/i)
  })

  it('says the discreet words when the payload is empty or odd, and never links to another site', async () => {
    const worker = startWorker()
    await worker.dispatch('push', push({ title: 7, url: 'https://elsewhere.example/phish' }))
    await worker.dispatch('push', { data: { json: () => JSON.parse('not json') } })
    expect(worker.shown.map(({ title, options }) => [title, options.body, options.data])).toEqual([
      [PUSH_TITLE, PUSH_BODY, { url: '/' }],
      [PUSH_TITLE, PUSH_BODY, { url: '/' }],
    ])
  })

  it("shows its own words in the payload's language, whatever else the payload says", async () => {
    const worker = startWorker()
    for (const lang of LANGUAGES) {
      await worker.dispatch(
        'push',
        push({ title: 'Quiet Heron', body: 'On “The long winter”', url: PUSH_URL, lang }),
      )
    }
    expect(worker.shown.map(({ title, options }) => [title, options.body, options.lang])).toEqual(
      LANGUAGES.map((lang) => [PUSH_WORDS[lang].title, PUSH_WORDS[lang].body, lang]),
    )
    expect(JSON.stringify(worker.shown)).not.toMatch(/long winter|Heron/i)
  })

  it('says English for a language it does not speak, or a lang that is not one', async () => {
    const worker = startWorker()
    for (const lang of ['fr', 'ES', '__proto__', 'constructor', 7, null]) {
      await worker.dispatch('push', push({ url: PUSH_URL, lang }))
    }
    expect(
      new Set(worker.shown.map(({ title, options }) => `${title}: ${options.body} (${options.lang})`)),
    ).toEqual(new Set([`${PUSH_TITLE}: ${PUSH_BODY} (en)`]))
  })

  it('opens the app where the notification points when it is clicked', async () => {
    const worker = startWorker()
    const close = vi.fn()
    await worker.dispatch('notificationclick', {
      notification: { close, data: { url: '/home/notifications' } },
    })
    expect(close).toHaveBeenCalled()
    expect(worker.opened).toEqual(['/home/notifications'])
  })
})

describe('what the build keeps at install', () => {
  it('is the entry chunk, the chunks it imports, their CSS and their messages, not the lazy pages', () => {
    const chunk = (
      fileName: string,
      fields: { isEntry?: boolean; imports?: string[]; css?: string[]; code?: string },
    ) => ({
      type: 'chunk',
      fileName,
      code: fields.code ?? '',
      isEntry: fields.isEntry ?? false,
      imports: fields.imports ?? [],
      dynamicImports: [],
      viteMetadata: { importedCss: new Set(fields.css ?? []), importedAssets: new Set() },
    })
    const bundle = {
      'assets/index-1.js': chunk('assets/index-1.js', {
        isEntry: true,
        imports: ['assets/first-load-2.js'],
        css: ['assets/index-1.css'],
      }),
      'assets/first-load-2.js': chunk('assets/first-load-2.js', {
        imports: ['assets/index-1.js'],
        code: 'await n({en:`/assets/messages-en-a1.js`,es:`/assets/messages-es-b2.js`})',
      }),
      'assets/memories-page-3.js': chunk('assets/memories-page-3.js', {
        imports: ['assets/first-load-2.js'],
        css: ['assets/memories-page-3.css'],
        code: 'await n({en:`/assets/messages-en-c3.js`,es:`/assets/messages-es-d4.js`})',
      }),
      'assets/index-1.css': { type: 'asset', fileName: 'assets/index-1.css' },
      'assets/memories-page-3.css': { type: 'asset', fileName: 'assets/memories-page-3.css' },
    }
    expect([...shellOfBundle(bundle as unknown as Parameters<typeof shellOfBundle>[0])].sort()).toEqual([
      'assets/first-load-2.js',
      'assets/index-1.css',
      'assets/index-1.js',
      'assets/messages-en-a1.js',
      'assets/messages-es-b2.js',
    ])
  })
})
