import fs from 'node:fs'
import path from 'node:path'
import type { APIRequestContext, Browser, BrowserContextOptions, Page } from '@playwright/test'
import { signedInNewAccount } from './fixtures/accounts'
import { shareMemory, unique } from './fixtures/memories'
import { expect, test } from './fixtures/test'

/**
 * Issues 8, 14 and 36: the JavaScript a first visit to each route loads (every script until the
 * network is idle, an empty cache), gzipped as the server sends it, stays within that route's
 * budget in apps/web/first-load-budget.json: the figure reached when it was set, plus a small margin
 * (decision 062). Issue 36's target of 100 kB is written beside each; on Preact (decision 067) `/`,
 * `/login`, `/guide` and a visitor's `/memories` meet it. It counts bytes, so it is deterministic,
 * and it names the route and the overrun.
 */
interface RouteBudget {
  budget_kb: number
  target_kb: number
}
const BUDGETS = (
  JSON.parse(fs.readFileSync(path.resolve('apps/web/first-load-budget.json'), 'utf8')) as {
    routes: Record<string, RouteBudget>
  }
).routes

/** What a first visit waits for before the network settles: the route's first screen, drawn. */
interface Visit {
  route: string
  path: () => string
  /** Whose cookies it brings: the memory's author, or a reader who has shared nothing. */
  signedIn?: 'author' | 'reader'
  ready: (page: Page) => Promise<void>
}

const heading = (text: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text)
}
const feedShown = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 2, name: 'Recent memories' })).toBeVisible()
  await expect(page.getByText('Loading memories…')).toHaveCount(0)
  await expect(
    page.getByRole('region', { name: 'Recent memories' }).getByRole('article').first(),
  ).toBeVisible()
}

/** Someone who shared a memory: its page and their browser state, made once for the visits below. */
let shared: { memoryPath: string; title: string; state: BrowserContextOptions['storageState'] }
/**
 * Someone else signed in: the feed they see holds others' named memories, each card with the
 * reactions and the author's menu (on your own card there are none), which is what a signed-in
 * feed usually loads.
 */
let reader: BrowserContextOptions['storageState']
const memoryShown = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 2, name: shared.title })).toBeVisible()
}

const VISITS: Visit[] = [
  { route: '/', path: () => '/', ready: heading('A quiet place for what you carried from childhood') },
  { route: '/login', path: () => '/login', ready: heading('Sign in') },
  {
    route: '/guide',
    path: () => '/guide',
    ready: async (page) => {
      await heading('The guide')(page)
      // The consent screen, the guide's first screen, is on screen.
      await expect(page.getByRole('button', { name: 'Start the guide' })).toBeVisible()
    },
  },
  { route: '/memories', path: () => '/memories', ready: feedShown },
  { route: '/memories (signed in)', path: () => '/memories', signedIn: 'reader', ready: feedShown },
  { route: "a memory's page", path: () => shared.memoryPath, ready: memoryShown },
  {
    route: "a memory's page (signed in)",
    path: () => shared.memoryPath,
    signedIn: 'author',
    ready: memoryShown,
  },
]

async function shareOneMemory(browser: Browser, request: APIRequestContext) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await signedInNewAccount(page, request, 'first-load')
  const title = unique('The porch light left on')
  const memoryPath = await shareMemory(page, {
    title,
    body: 'Someone always left the porch light on for me.\nI still do it for others.',
  })
  const state = await context.storageState()
  await context.close()
  return { memoryPath, title, state }
}

async function signedInReader(browser: Browser, request: APIRequestContext) {
  const context = await browser.newContext()
  await signedInNewAccount(await context.newPage(), request, 'first-load-reader')
  const state = await context.storageState()
  await context.close()
  return state
}

/** Every script a first visit loads, and its size as the server sends it gzipped. */
async function firstLoadScripts(page: Page, request: APIRequestContext, visit: Visit) {
  const scripts = new Map<string, string | undefined>()
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' || response.url().endsWith('.js')) {
      scripts.set(response.url(), response.headers()['content-encoding'])
    }
  })
  await page.goto(visit.path())
  await visit.ready(page)
  await page.waitForLoadState('networkidle')

  expect(scripts.size).toBeGreaterThan(0)
  const sizes: { name: string; gzipped: number }[] = []
  for (const [url, encoding] of scripts) {
    const response = await request.get(url, { headers: { 'accept-encoding': 'gzip' } })
    const length = Number(response.headers()['content-length'] ?? (await response.body()).length)
    // The smallest files are sent as they are: compressing them would not make them smaller.
    if (length > 1024) {
      expect(encoding, `${url} reaches Chromium compressed`).toBe('br')
      expect(response.headers()['content-encoding']).toBe('gzip')
    }
    sizes.push({ name: new URL(url).pathname.split('/').pop() ?? url, gzipped: length })
  }
  return sizes.sort((a, b) => b.gzipped - a.gzipped)
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1)

test.describe('the JavaScript a first visit loads', () => {
  // One account and memory for all the visits of a worker (signing up is the slow part).
  test.beforeAll(async ({ browser, playwright }) => {
    // Signing up through the form and the mailbox, and sharing: slow on a busy shared machine.
    test.setTimeout(180_000)
    const request = await playwright.request.newContext()
    shared = await shareOneMemory(browser, request)
    reader = await signedInReader(browser, request)
    await request.dispose()
  })

  for (const visit of VISITS) {
    const budget = BUDGETS[visit.route]
    test(`a first visit to ${visit.route} stays within its budget of gzipped JavaScript`, async ({
      browser,
      request,
    }) => {
      expect(budget, `${visit.route} has a budget in apps/web/first-load-budget.json`).toBeDefined()
      // A browser of its own with nothing cached; someone signed in brings only their cookies.
      const state =
        visit.signedIn === 'author' ? shared.state : visit.signedIn === 'reader' ? reader : undefined
      const context = await browser.newContext(state ? { storageState: state } : {})
      const page = await context.newPage()
      const scripts = await firstLoadScripts(page, request, visit)
      await context.close()

      const total = scripts.reduce((sum, script) => sum + script.gzipped, 0)
      const loaded =
        `${visit.route} loads ${kB(total)} kB of gzipped JavaScript in ${scripts.length} scripts: ` +
        scripts.map((script) => `${script.name} ${kB(script.gzipped)}`).join(', ')
      // The figure itself, in the report, for setting the budget when a route gets lighter.
      test.info().annotations.push({ type: 'first-load', description: loaded })
      const allowed = budget!.budget_kb * 1000
      expect(
        total,
        total > allowed
          ? `${visit.route} is ${kB(total - allowed)} kB over its budget of ${budget!.budget_kb} kB ` +
              `(target ${budget!.target_kb} kB). ${loaded}`
          : loaded,
      ).toBeLessThanOrEqual(allowed)
    })
  }
})

test('help opens at once from the first page, even when the connection has just dropped', async ({
  page,
  context,
  health,
}) => {
  // Once the service worker controls the page, Chromium asks for the favicon again on the way, past
  // the worker (the browser's own request), and offline that is logged as an error: not the app's.
  health.expectedErrors.push(/ERR_INTERNET_DISCONNECTED/)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
  await context.setOffline(true)
  await page.getByRole('banner').getByRole('link', { name: 'Get help' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help and support')
  await expect(page.getByRole('link', { name: 'Call or text 988' })).toHaveAttribute('href', 'tel:988')
  await context.setOffline(false)
})

test('a new page opens at its top; Back and a reload return to where the person was', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 560 })
  await page.goto('/')
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Find a crisis line' })
  await footerLink.scrollIntoViewIfNeeded()
  const leftAt = await page.evaluate(() => window.scrollY)
  expect(leftAt).toBeGreaterThan(200)

  await footerLink.click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help and support')
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)

  await page.goBack()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'A quiet place for what you carried from childhood',
  )
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(leftAt)

  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(leftAt)
})

/**
 * Issue 38: in Spanish a first visit carries Spanish words only (each built chunk's messages, in the
 * shown language: decision 086) and stays within the same target.
 */
test.describe('the JavaScript a first visit loads in Spanish', () => {
  const SPANISH_VISITS: Visit[] = [
    { route: '/', path: () => '/', ready: async () => {} },
    { route: '/guide', path: () => '/guide', ready: async () => {} },
    {
      route: '/memories',
      path: () => '/memories',
      ready: async (page) => {
        await expect(page.getByRole('article').first()).toBeVisible()
      },
    },
  ]
  for (const visit of SPANISH_VISITS) {
    test(`a first visit to ${visit.route} in Spanish loads Spanish words only, within the target`, async ({
      browser,
      request,
    }) => {
      const context = await browser.newContext({ locale: 'es-ES' })
      const page = await context.newPage()
      const scripts = await firstLoadScripts(page, request, {
        ...visit,
        ready: async (shown) => {
          await expect(shown.locator('html')).toHaveAttribute('lang', 'es')
          await expect(shown.getByRole('heading', { level: 1 })).toBeVisible()
          await visit.ready(shown)
        },
      })
      await context.close()

      const names = scripts.map((script) => script.name)
      expect(names.filter((name) => name.startsWith('messages-es-')).length).toBeGreaterThan(0)
      expect(names.filter((name) => /^messages-(?!es-)/.test(name))).toEqual([])
      const total = scripts.reduce((sum, script) => sum + script.gzipped, 0)
      const target = BUDGETS[visit.route]!.target_kb
      expect(total, `${visit.route} in Spanish loads ${kB(total)} kB`).toBeLessThanOrEqual(target * 1000)
    })
  }
})
