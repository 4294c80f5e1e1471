import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'
import { FIRST_SCREEN_ANSWERS_ID } from '@kindred/contract/http'
import { MEMORY_PATHS } from '@kindred/contract/memories'
import { NOTIFICATION_PATHS } from '@kindred/contract/notifications'
import { PREFERENCE_PATHS } from '@kindred/contract/preferences'
import { buildTestApp } from '../../test/build-test-app'
import { signedUpBrowser } from '../../test/identity-fixtures'
import { MEMBER_LIMITS, liftedLimits } from '../../test/lifted-limits'
import { startMailbox, type Mailbox } from '../../test/mailbox'
import { share } from '../../test/memory-fixtures'
import { TestBrowser } from '../../test/test-browser'

/**
 * Decision 067: the page of /memories carries its first screen's answers, each exactly what the
 * API answers the same person for the same address, and names the route's first scripts.
 */
const INDEX = `<!doctype html><html><head><script type="module" src="/assets/index-a1.js"></script></head><body><div id="root"></div></body></html>`
const FEED = `${MEMORY_PATHS.feed}?page=1&limit=10&sort=newest`
const TOP = `${MEMORY_PATHS.feed}?page=1&limit=10&sort=top`
const OPTIONS = PREFERENCE_PATHS.options

const webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'kindred-first-screen-'))
await fs.writeFile(path.join(webDist, 'index.html'), INDEX)
await fs.writeFile(
  path.join(webDist, 'first-screen-chunks.json'),
  JSON.stringify({
    '/memories': ['/assets/feed-b2.js', '/assets/base-c3.js'],
    '/memories (signed in)': ['/assets/signed-in-start-d4.js'],
  }),
)
afterAll(() => fs.rm(webDist, { recursive: true, force: true }))

// One app for the file: each test's people and memories are its own, and on PostgreSQL one pool
// is what a test file may hold (the suite's files share the server's connections).
const mailbox = await startMailbox()
afterAll(() => mailbox.close())
const app = await buildTestApp({
  env: { SMTP_URL: mailbox.url, RATE_LIMITS: liftedLimits(...MEMBER_LIMITS) },
  webDist,
})
const setUp = async (): Promise<{ app: FastifyInstance; mailbox: Mailbox }> => ({ app, mailbox })

/** The answers a page carries, by address, read back as the app reads them. */
function carried(html: string): { path: string; answers: Map<string, unknown> } | null {
  const match = new RegExp(
    `<script type="application/json" id="${FIRST_SCREEN_ANSWERS_ID}">(.*?)</script>`,
  ).exec(html)
  if (!match) return null
  const data = JSON.parse(match[1]!) as { path: string; answers: { url: string; body: unknown }[] }
  return { path: data.path, answers: new Map(data.answers.map((a) => [a.url, a.body])) }
}

describe('the first screen comes with the page (decision 067)', () => {
  it("carries a visitor's feed as the API answers it, and nothing of a member's", async () => {
    const { app, mailbox } = await setUp()
    const { browser: author } = await signedUpBrowser(app, mailbox)
    await share(author, { title: 'The porch light' })
    const visitor = new TestBrowser(app)
    const page = await visitor.get('/memories', { auth: false, headers: { accept: 'text/html' } })
    expect(page.statusCode).toBe(200)
    const data = carried(page.body)
    expect(data?.path).toBe('/memories')
    expect([...data!.answers.keys()]).toEqual([FEED, OPTIONS])
    expect(data!.answers.get(FEED)).toEqual((await visitor.get(FEED, { auth: false })).json())
    // The safety filters a visitor starts from, which the cards wait for before unfolding.
    expect(data!.answers.get(OPTIONS)).toEqual((await visitor.get(OPTIONS, { auth: false })).json())
    expect(JSON.stringify(data!.answers.get(FEED))).toContain('The porch light')
    // `?sort=top` carries the top feed, `/memories/` the same as `/memories`.
    const top = carried((await visitor.get('/memories/?sort=top', { auth: false })).body)
    expect([...top!.answers.keys()]).toEqual([TOP, OPTIONS])
  })

  it("carries a Spanish reader's first screen in Spanish, and the next English reader's in English", async () => {
    const { app, mailbox } = await setUp()
    const { browser: author } = await signedUpBrowser(app, mailbox)
    const afraid = (await author.get(MEMORY_PATHS.tags('feelings')))
      .json()
      .results.find((tag: { slug: string }) => tag.slug === 'afraid')
    await share(author, { title: 'El miedo de las noches', tag_ids: [afraid.id] })
    const visitor = new TestBrowser(app)
    const pageIn = async (language: string) => {
      const page = await visitor.get('/memories', { auth: false, headers: { 'accept-language': language } })
      expect(page.headers.vary).toContain('Accept-Language')
      const data = carried(page.body)!
      const feed = data.answers.get(FEED) as { results: { title: string; tags: { name: string }[] }[] }
      const options = data.answers.get(OPTIONS) as { categories: { key: string; name: string }[] }
      return {
        lang: /<html lang="(\w+)"/.exec(page.body)?.[1],
        tags: feed.results.find((m) => m.title === 'El miedo de las noches')!.tags.map((t) => t.name),
        filters: options.categories.find((c) => c.key === 'safety_filters')!.name,
      }
    }
    // Each carried answer is what the API answers that language, the cached ones included.
    for (const language of ['es', 'en', 'es'])
      expect(await pageIn(language)).toEqual(
        language === 'es'
          ? { lang: 'es', tags: ['Miedo'], filters: 'Filtros de protección' }
          : { lang: 'en', tags: ['Afraid'], filters: 'Safety filters' },
      )
  })

  it("names what a member's start loads beside the first screen's scripts, for someone signed in", async () => {
    const { app, mailbox } = await setUp()
    const { browser: member } = await signedUpBrowser(app, mailbox)
    const page = await member.get('/memories', { auth: false })
    expect(page.body).toContain(
      '<link rel="modulepreload" href="/assets/base-c3.js" /><link rel="modulepreload" href="/assets/signed-in-start-d4.js" />',
    )
  })

  it("carries a member's feed, preferences and bell as the API answers them, and is stored nowhere", async () => {
    const { app, mailbox } = await setUp()
    const { browser: member } = await signedUpBrowser(app, mailbox)
    await share(member, { title: 'A teacher who noticed', anonymous: true })
    const page = await member.get('/memories', { auth: false, headers: { accept: 'text/html' } })
    expect(page.headers['cache-control']).toBe('private, no-store')
    expect(page.headers.vary).toContain('Cookie')
    const data = carried(page.body)!
    expect([...data.answers.keys()]).toEqual([FEED, PREFERENCE_PATHS.mine, NOTIFICATION_PATHS.summary])
    for (const url of [FEED, PREFERENCE_PATHS.mine, NOTIFICATION_PATHS.summary])
      expect(data.answers.get(url), url).toEqual((await member.get(url)).json())
    // The member's own anonymous memory reads as theirs to them, and not to a visitor.
    const visitorFeed = carried((await new TestBrowser(app).get('/memories', { auth: false })).body)!
    expect(data.answers.get(FEED)).not.toEqual(visitorFeed.answers.get(FEED))
  })

  it('leaves out an answer the API refuses, and the page still opens', async () => {
    const { app, mailbox } = await setUp()
    const { browser: member } = await signedUpBrowser(app, mailbox)
    // A session cookie that no longer holds: the app refreshes it itself once it runs.
    const stale = member.clone()
    stale.cookies.set('accessToken', 'not-a-token')
    const page = await stale.get('/memories', { auth: false })
    expect(page.statusCode).toBe(200)
    const data = carried(page.body)
    expect(data?.answers.has(PREFERENCE_PATHS.mine) ?? false).toBe(false)
  })

  it("keeps a memory's words as text: no way out of the data block, no replacement pattern", async () => {
    const { app, mailbox } = await setUp()
    const { browser: author } = await signedUpBrowser(app, mailbox)
    const body = "It ended </script><script>alert(1)</script> and $' then $& <!-- at last"
    await share(author, { title: 'Words that look like code', body })
    const page = await new TestBrowser(app).get('/memories', { auth: false })
    expect(page.body).not.toContain('<script>alert(1)')
    expect(page.body).not.toContain('<!--')
    expect(JSON.stringify(carried(page.body)!.answers.get(FEED))).toContain(JSON.stringify(body).slice(1, -1))
    // The rest of the page is as built: one document, its root, its entry.
    expect(page.body.match(/<\/body>/g)).toHaveLength(1)
    // In the head: the body holds nothing of a memory until the app draws it (a folded one stays unseen).
    const bodyElement = page.body.slice(page.body.indexOf('<body>'))
    expect(bodyElement).not.toContain('Words that look like code')
    expect(page.body.indexOf(FIRST_SCREEN_ANSWERS_ID)).toBeLessThan(page.body.indexOf('</head>'))
    expect(page.body).toContain('<script type="module" src="/assets/index-a1.js"></script>')
  })

  it("names the route's first scripts, and carries nothing on other pages or pages of the list", async () => {
    const { app } = await setUp()
    const visitor = new TestBrowser(app)
    const memories = await visitor.get('/memories', { auth: false })
    expect(memories.body).toContain(
      '<link rel="modulepreload" href="/assets/feed-b2.js" /><link rel="modulepreload" href="/assets/base-c3.js" />',
    )
    // What a member's start loads is named only for someone who may be signed in (decision 068).
    expect(memories.body).not.toContain('signed-in-start')
    for (const url of ['/', '/guide', '/memories?page=2', '/memories?tag=shame', '/memories/search']) {
      const page = await visitor.get(url, { auth: false })
      expect(page.statusCode, url).toBe(200)
      expect(carried(page.body), url).toBeNull()
    }
    // The offline shell (`/`, decision 055) stays the same for everyone and may be kept.
    expect((await visitor.get('/', { auth: false })).headers['cache-control']).toBe('no-cache')
    expect((await visitor.get('/memories?page=2', { auth: false })).body).toContain('modulepreload')
  })
})
