import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../../test/build-test-app'

const app = await buildTestApp()

describe('the OpenAPI description', () => {
  it('is generated from the contract schemas at /api/docs/json', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(res.statusCode).toBe(200)
    const spec = res.json()
    expect(spec.openapi).toMatch(/^3\./)
    const health = spec.paths['/api/health'].get
    expect(health.responses['200'].content['application/json'].schema.properties).toHaveProperty('database')
    expect(spec.paths['/api/v1/help/crisis-lines'].get.tags).toEqual(['help'])
    expect(Object.keys(spec.paths).some((p) => p.startsWith('/api/docs'))).toBe(false)
  })

  it('is browsable at /api/docs', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs/' })
    const html =
      page.statusCode === 302 ? await app.inject({ method: 'GET', url: page.headers.location! }) : page
    expect(html.statusCode).toBe(200)
    expect(html.headers['content-type']).toContain('text/html')
    expect(html.body).toContain('swagger')
    expect(html.body).not.toMatch(/<script>(?!\s*<\/script>)/)
  })
})
