import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../../test/build-test-app'

const app = await buildTestApp()
const secureApp = await buildTestApp({ env: { APP_URL: 'https://kindred.example' } })

describe('security headers', () => {
  it('sends a strict policy with every API response', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' })
    const csp = String(res.headers['content-security-policy'])
    for (const directive of [
      "default-src 'none'",
      "script-src 'self'",
      "style-src 'self'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "object-src 'none'",
    ]) {
      expect(csp).toContain(directive)
    }
    expect(csp).not.toContain('unsafe-inline')
    expect(csp).not.toContain('unsafe-eval')
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'cache-control': 'no-store',
      'cross-origin-resource-policy': 'same-origin',
      'content-type': 'application/json; charset=utf-8',
    })
    expect(res.headers['x-powered-by']).toBeUndefined()
    expect(res.headers.server).toBeUndefined()
  })

  it("sends them on the answers Fastify's router gives before any hook runs", async () => {
    for (const url of [
      '/api/v1/comments/%ED%AF%BF/',
      `/memories/api/v1/memories/${'x'.repeat(301)}/get-details`,
    ]) {
      const res = await app.inject({ method: 'GET', url })
      expect(res.statusCode).toBeGreaterThanOrEqual(400)
      expect(res.statusCode).toBeLessThan(500)
      expect(String(res.headers['content-security-policy'])).toContain("default-src 'none'")
      expect(res.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
        'cache-control': 'no-store',
      })
    }
  })

  it('marks error responses no-store too', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nothing' })
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
  })

  it('adds HSTS and upgrades requests only when served over HTTPS', async () => {
    const plain = await app.inject({ method: 'GET', url: '/api/health' })
    const secure = await secureApp.inject({ method: 'GET', url: '/api/health' })
    expect(plain.headers['strict-transport-security']).toBeUndefined()
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    expect(secure.headers['content-security-policy']).toContain('upgrade-insecure-requests')
    expect(plain.headers['content-security-policy']).not.toContain('upgrade-insecure-requests')
  })
})
