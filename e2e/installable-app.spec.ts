import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, type BrowserContext, type Page } from '@playwright/test'
import { signedInNewAccount } from './fixtures/accounts'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './fixtures/chromium'
import { APP_URL, NEUTRAL_URL } from './fixtures/ports'
import { expect, test } from './fixtures/test'

// The installable app (issue 26, decisions 055 and 061): the manifest, the service worker and what
// it keeps, when it starts, and what the quick exit and sign-out clear.

/** Files the worker may keep: the page (`/`) and what the build wrote, nothing the API answers. */
const STATIC_FILE =
  /^\/(?:$|assets\/[\w.-]+\.(?:js|css)$|icons\/[\w-]+\.png$|favicon\.svg$|zod-jitless\.js$|manifest\.webmanifest$)/

/** Waits until the worker controls this page with its shell kept. */
async function workerReady(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready)
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  await expect.poll(() => cachedUrls(page).then((urls) => urls.length)).toBeGreaterThan(1)
}

/** Everything the worker of this build keeps: `/`, the shell and the other files (build/service-worker.ts). */
async function filesToKeep(page: Page): Promise<number> {
  const script = await (await page.request.get('/sw.js')).text()
  const precache = /const PRECACHE = (\{.*?\});/.exec(script)?.[1]
  const { shell, files } = JSON.parse(precache ?? '{}') as { shell: string[]; files: string[] }
  return 1 + shell.length + files.length
}

/** Every URL in every Cache Storage cache of the app, read from the page. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url)
    }
    return urls
  })
}

/**
 * The app's cache names, asked from a page of the app's origin that runs no app code (robots.txt),
 * so nothing of the app starts to keep its shell again meanwhile.
 */
async function appCacheNames(context: BrowserContext): Promise<string[]> {
  const probe = await context.newPage()
  try {
    await probe.goto(`${APP_URL}/robots.txt`)
    return await probe.evaluate(() => caches.keys())
  } finally {
    await probe.close()
  }
}

/** The address of the tab's current history entry (an error page's too). */
async function currentHistoryEntry(page: Page): Promise<string | undefined> {
  const cdp = await page.context().newCDPSession(page)
  const { currentIndex, entries } = await cdp.send('Page.getNavigationHistory')
  await cdp.detach()
  return entries[currentIndex]?.url
}

/** Offline, the page's calls to the API fail, and Chromium logs each failure as a console error. */
const offlineErrors = [/Failed to load resource/, /ERR_INTERNET_DISCONNECTED/, /Failed to fetch/]

test('the app is installable: its manifest parses with its icons, and Chromium finds nothing missing', async ({
  page,
}) => {
  // Chromium installs nothing from an incognito profile, which every test context is: this one has
  // a profile of its own.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-install-'))
  const installable = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    baseURL: APP_URL,
  })
  try {
    const app = installable.pages()[0] ?? (await installable.newPage())
    await app.goto('/')
    await workerReady(app)
    const cdp = await installable.newCDPSession(app)
    const manifest = await cdp.send('Page.getAppManifest', {})
    expect(manifest.url).toBe(`${APP_URL}/manifest.webmanifest`)
    expect(manifest.errors).toEqual([])
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    expect(installabilityErrors).toEqual([])
  } finally {
    await installable.close()
    fs.rmSync(profile, { recursive: true, force: true })
  }

  const data = (await (await page.request.get('/manifest.webmanifest')).json()) as Record<string, unknown>
  expect(data).toMatchObject({ name: 'Kindred', start_url: '/', scope: '/', display: 'standalone' })
  // Each icon is a PNG of the size the manifest gives.
  for (const icon of data.icons as { src: string; sizes: string; type: string }[]) {
    const response = await page.request.get(icon.src)
    expect(response.headers()['content-type']).toBe('image/png')
    const png = await response.body()
    const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)]
    expect(`${width}x${height}`).toBe(icon.sizes)
  }
})

test('the worker starts after the first screen is drawn, and then keeps the whole app: a page never opened opens offline', async ({
  page,
  context,
  health,
}) => {
  // What the page looks like at the moment it registers the worker.
  await page.addInitScript(() => {
    const register = ServiceWorkerContainer.prototype.register
    ServiceWorkerContainer.prototype.register = function (...args) {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
      ;(window as unknown as { registeredWhen: unknown }).registeredWhen = {
        heading: document.querySelector('main h1')?.textContent,
        guideShown: Array.from(document.querySelectorAll('button')).some(
          (b) => b.textContent === 'Start the guide',
        ),
        afterLoad: (navigation?.loadEventEnd ?? 0) > 0,
      }
      return register.apply(this, args)
    }
  })
  await page.goto('/guide')
  await expect(page.getByRole('button', { name: 'Start the guide' })).toBeVisible()
  await workerReady(page)
  expect(
    await page.evaluate(() => (window as unknown as { registeredWhen: unknown }).registeredWhen),
  ).toEqual({
    heading: 'The guide',
    guideShown: true,
    afterLoad: true,
  })
  // The rest of the build follows, a few files at a time, while the person reads.
  const all = await filesToKeep(page)
  await expect.poll(() => cachedUrls(page).then((urls) => urls.length), { timeout: 30_000 }).toBe(all)

  health.expectedErrors.push(...offlineErrors)
  await context.setOffline(true)
  // Sign-in is its own lazily loaded page, which this visit never opened.
  await page.goto('/login')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in')
  await context.setOffline(false)
})

test('after a signed-in visit the shell opens offline, and no answer of the API is ever kept', async ({
  page,
  context,
  request,
  health,
}) => {
  await signedInNewAccount(page, request, 'offline')
  await workerReady(page)
  // A visit that asks the API plenty: the memories, the notifications, the settings.
  for (const [path, heading] of [
    ['/memories', 'Memories'],
    ['/home/notifications', 'Notifications'],
    ['/settings', 'Settings'],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
  }
  await page.waitForLoadState('networkidle')

  const urls = await cachedUrls(page)
  expect(urls).toContain(`${APP_URL}/`)
  for (const url of urls) {
    expect(url.startsWith(`${APP_URL}/`), url).toBe(true)
    expect(new URL(url).pathname, url).toMatch(STATIC_FILE)
  }

  health.expectedErrors.push(...offlineErrors)
  await context.setOffline(true)
  await page.goto('/help')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help and support')
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help and support')
  await expect(page.getByRole('button', { name: 'Quick exit' }).first()).toBeVisible()
  // A page of its own code (loaded lazily) opens too: every built file was kept.
  await page.goto('/settings')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings')
  await context.setOffline(false)
})

test('offline, the quick exit still leaves, and it empties every cache of the app', async ({
  page,
  context,
  health,
}) => {
  await page.goto('/help')
  await workerReady(page)
  health.expectedErrors.push(...offlineErrors)
  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help and support')
  expect(await page.evaluate(() => caches.keys())).not.toEqual([])

  await page.getByRole('button', { name: 'Quick exit' }).first().click()
  // Offline the neutral site cannot load either (the browser's error page shows), but the tab has
  // left Kindred's page for it.
  await expect.poll(() => page.url()).not.toContain(APP_URL)
  expect(await currentHistoryEntry(page)).toBe(NEUTRAL_URL)
  await context.setOffline(false)
  await expect.poll(() => appCacheNames(context)).toEqual([])
})

test('on a shared device the quick exit also removes the service worker', async ({
  page,
  context,
  health,
}) => {
  await page.goto('/help')
  await workerReady(page)
  // Said on the guide's consent screen; kept in this tab only (lib/device-storage.ts).
  await page.evaluate(() => sessionStorage.setItem('kindred-shared-device', 'on'))
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help and support')
  await page.getByRole('button', { name: 'Quick exit' }).first().click()
  await page.waitForURL(NEUTRAL_URL)
  await expect.poll(() => appCacheNames(context)).toEqual([])

  // Back on the app's origin, on a file that runs no app code: no worker is left.
  health.expectedErrors.push(/status of 404/)
  await page.goto(`${APP_URL}/robots.txt`)
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length)))
    .toBe(0)
})

test('signing out empties every cache of the app', async ({ page, request }) => {
  await signedInNewAccount(page, request, 'sign-out-caches')
  await workerReady(page)
  await page.waitForLoadState('networkidle')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('heading', { level: 1, name: /A quiet place/ })).toBeVisible()
  await expect.poll(() => page.evaluate(() => caches.keys())).toEqual([])
})
