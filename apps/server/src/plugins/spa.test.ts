import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { spaPlugin } from './spa'
import { securityHeadersPlugin } from './security-headers'

const INDEX = `<!doctype html><html><head><meta name="kindred:quick-exit-url" content="https://default.example/" /><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>`
let webDist: string
const app = Fastify()

beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'kindred-web-'))
  await fs.mkdir(path.join(webDist, 'assets'))
  await fs.writeFile(path.join(webDist, 'index.html'), INDEX)
  await fs.writeFile(path.join(webDist, 'robots.txt'), 'User-agent: *\nDisallow: /api/\n')
  await fs.writeFile(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  await fs.writeFile(path.join(webDist, 'assets/app-abc123.js'), 'console.log(1)')
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

  it('caches hashed assets for a year', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })
})
