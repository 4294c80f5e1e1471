import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { spaPlugin } from './spa'
import { securityHeadersPlugin } from './security-headers'

const INDEX = `<!doctype html><html><head><meta name="kindred:quick-exit-url" content="https://default.example/" /><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>`
const SCRIPT = `console.log(${JSON.stringify('a line the browser runs '.repeat(40))})`
// Long enough that the build's precompression keeps its .br and .gz copies, as it does for the real worker.
const SERVICE_WORKER = `self.addEventListener('fetch', () => {})\n${"// the worker's code\n".repeat(40)}`
let webDist: string
const app = Fastify()

beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'kindred-web-'))
  await fs.mkdir(path.join(webDist, 'assets'))
  await fs.writeFile(path.join(webDist, 'index.html'), INDEX)
  await fs.writeFile(path.join(webDist, 'robots.txt'), 'User-agent: *\nDisallow: /api/\n')
  await fs.writeFile(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  // The installable app's files (decision 055).
  await fs.writeFile(path.join(webDist, 'sw.js'), SERVICE_WORKER)
  await fs.writeFile(path.join(webDist, 'sw.js.br'), brotliCompressSync(SERVICE_WORKER))
  await fs.writeFile(path.join(webDist, 'sw.js.gz'), gzipSync(SERVICE_WORKER))
  await fs.writeFile(path.join(webDist, 'manifest.webmanifest'), '{"name":"Kindred"}')
  const script = path.join(webDist, 'assets/app-abc123.js')
  await fs.writeFile(script, SCRIPT)
  // What the build writes beside each file (apps/web/build/precompress.ts).
  await fs.writeFile(`${script}.br`, brotliCompressSync(SCRIPT))
  await fs.writeFile(`${script}.gz`, gzipSync(SCRIPT))
  await app.register(securityHeadersPlugin, { secure: false })
  await app.register(spaPlugin, { webDist, quickExitUrl: 'https://neutral.example/?a=1&b="2"' })
  await app.ready()
})
afterAll(async () => {
  await app.close()
  await fs.rm(webDist, { recursive: true, force: true })
})

describe('serving the built web app', () => {
  it.each(['/', '/guide', '/memories/search', '/memories/m/a-title-x7k2', '/auth/verify', '/help/'])(
    'answers the app route %s with index.html',
    async (url) => {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(res.headers['cache-control']).toBe('no-cache')
      expect(res.headers['content-security-policy']).toContain("script-src 'self'")
      expect(res.body).toContain('<div id="root">')
    },
  )

  it("names the reader's language on a page built without one (decision 081)", async () => {
    const res = await app.inject({ method: 'GET', url: '/help', headers: { 'accept-language': 'es-419' } })
    expect(res.body).toMatch(/^<!doctype html><html lang="es"><head>/)
  })

  it('writes the configured quick-exit address into the page, escaped', async () => {
    const res = await app.inject({ method: 'GET', url: '/help' })
    expect(res.body).toContain(
      '<meta name="kindred:quick-exit-url" content="https://neutral.example/?a=1&amp;b=&quot;2&quot;" />',
    )
  })

  it('answers unknown pages with the app and a real 404 status', async () => {
    const res = await app.inject({ method: 'GET', url: '/no/such/page', headers: { accept: 'text/html' } })
    expect(res.statusCode).toBe(404)
    expect(res.body).toContain('<div id="root">')
  })

  it('answers unknown API paths and missing files with JSON 404, never the page', async () => {
    for (const url of ['/api/v1/nope', '/assets/missing-file.js', '/sitemap.xml']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })
      expect(res.statusCode).toBe(404)
      expect(res.headers['content-type']).toContain('application/json')
    }
  })

  it('serves the real robots.txt and favicon', async () => {
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' })
    expect(robots.statusCode).toBe(200)
    expect(robots.headers['content-type']).toContain('text/plain')
    expect(robots.body).toContain('Disallow: /api/')
    const favicon = await app.inject({ method: 'GET', url: '/favicon.svg' })
    expect(favicon.headers['content-type']).toContain('image/svg+xml')
  })

  it('serves the service worker as a script the browser asks for again on every update check', async () => {
    const res = await app.inject({ method: 'GET', url: '/sw.js' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8')
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.headers['content-security-policy']).toContain("worker-src 'self'")
  })

  it('serves the web app manifest with its own type, which the policy allows from this origin', async () => {
    const res = await app.inject({ method: 'GET', url: '/manifest.webmanifest' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('application/manifest+json')
    expect(res.headers['cache-control']).toBe('public, max-age=3600')
    const page = await app.inject({ method: 'GET', url: '/' })
    expect(page.headers['content-security-policy']).toContain("manifest-src 'self'")
  })

  it('caches hashed assets for a year', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })
})

describe('compressed files', () => {
  const script = (acceptEncoding?: string) =>
    app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    })

  it('sends the brotli copy to a browser that accepts brotli, with the type of the original', async () => {
    const res = await script('gzip, deflate, br, zstd')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8')
    expect(res.headers.vary).toContain('accept-encoding')
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(Number(res.headers['content-length'])).toBeLessThan(SCRIPT.length / 4)
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT)
  })

  it('sends the gzip copy when brotli is not accepted', async () => {
    for (const header of ['gzip', 'br;q=0, gzip', 'deflate, gzip;q=0.5']) {
      const res = await script(header)
      expect(res.headers['content-encoding']).toBe('gzip')
      expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8')
      expect(gunzipSync(res.rawPayload).toString()).toBe(SCRIPT)
    }
  })

  it('sends the file as it is when no compression is accepted, still varying by Accept-Encoding', async () => {
    for (const header of [undefined, 'identity', 'deflate']) {
      const res = await script(header)
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-encoding']).toBeUndefined()
      expect(res.headers.vary).toContain('accept-encoding')
      expect(res.body).toBe(SCRIPT)
    }
  })

  it('sends the compressed service worker as no-cache too, so a deploy still reaches installed apps', async () => {
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await app.inject({ method: 'GET', url: '/sw.js', headers: { 'accept-encoding': encoding } })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-encoding']).toBe(encoding)
      expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8')
      expect(res.headers['cache-control']).toBe('no-cache')
      expect(decode(res.rawPayload).toString()).toBe(SERVICE_WORKER)
    }
  })

  it('sends the page compressed too, with the quick-exit address written in, and never cached long', async () => {
    for (const url of ['/', '/guide', '/no/such/page']) {
      const res = await app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html', 'accept-encoding': 'br' },
      })
      expect(res.headers['content-encoding']).toBe('br')
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(res.headers['cache-control']).toBe('no-cache')
      expect(res.headers.vary).toContain('Accept-Encoding')
      expect(brotliDecompressSync(res.rawPayload).toString()).toContain(
        'content="https://neutral.example/?a=1&amp;b=&quot;2&quot;"',
      )
    }
    const gzipped = await app.inject({ method: 'GET', url: '/help', headers: { 'accept-encoding': 'gzip' } })
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzipped.rawPayload).toString()).toContain('<div id="root">')
    const plain = await app.inject({ method: 'GET', url: '/help' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toContain('<div id="root">')
  })
})
