import { PUSH_BODY, PUSH_TITLE, PUSH_URL, type PushPayload } from '@kindred/contract/notifications-settings'
import { describe, expect, it, vi } from 'vitest'
import { QUICK_EXIT_SIGN_OUT_PATH } from '@kindred/contract/http'
import { serviceWorkerScript } from '../../build/service-worker'
import source from './service-worker.ts?raw'

const ORIGIN = 'https://kindred.example'
const VERSION = 'v2'
const KEPT_FILE = '/assets/index-abc123.js'

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
    return {
      addAll: async (requests: Request[]) => {
        for (const request of requests) store.set(new URL(request.url, ORIGIN).pathname, new Response('kept'))
      },
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
  const fetch = vi.fn(async () => {
    if (network === 'down') throw new TypeError('Failed to fetch')
    return new Response('from the network')
  })
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
  const script = serviceWorkerScript(source, { version: VERSION, files: [KEPT_FILE] })
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
  return { dispatch, fetchEvent, stores, shown, opened, fetch }
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

    const offline = startWorker({ network: 'down' })
    await offline.dispatch('install')
    const page = await offline.fetchEvent('/home/notifications', { mode: 'navigate' })
    expect(await page?.text()).toBe('kept')
    expect(await (await offline.fetchEvent(KEPT_FILE))?.text()).toBe('kept')
  })

  it('keeps the shell and the built files under this version, and drops older versions', async () => {
    const worker = startWorker()
    await worker.dispatch('install')
    await worker.dispatch('activate')
    expect([...worker.stores.keys()]).toEqual([`kindred-shell-${VERSION}`])
    expect([...worker.stores.get(`kindred-shell-${VERSION}`)!.keys()].sort()).toEqual(['/', KEPT_FILE])
  })

  it('forgets everything when a page asks (quick exit, sign-out)', async () => {
    const worker = startWorker()
    await worker.dispatch('install')
    await worker.dispatch('message', { origin: ORIGIN, data: { type: 'kindred-forget', device: false } })
    expect([...worker.stores.keys()]).toEqual([])
  })
})

describe('push', () => {
  const push = (payload: unknown) => ({ data: { json: () => payload } })

  it('shows the discreet words whatever the payload says, with the tag kindred, and takes only its path', async () => {
    const worker = startWorker()
    const payload: PushPayload = { title: PUSH_TITLE, body: PUSH_BODY, url: PUSH_URL }
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
      options: { body: PUSH_BODY, tag: 'kindred', icon: '/icons/icon-192.png', data: { url } },
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
