import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { CrisisLinesFileSchema, CrisisLinesResponseSchema } from '@kindred/contract/safety'
import { paths } from '../../paths'
import { buildTestApp } from '../../../test/build-test-app'

const app = await buildTestApp()
const file = CrisisLinesFileSchema.parse(
  JSON.parse(fs.readFileSync(path.join(paths.content, 'safety/crisis-lines.json'), 'utf8')),
)

describe('GET /api/v1/help/crisis-lines', () => {
  it('lists the crisis lines of content/safety in their order, with sources', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/help/crisis-lines' })
    expect(res.statusCode).toBe(200)
    const { results } = CrisisLinesResponseSchema.parse(res.json())
    const expected = [...file.lines].sort((a, b) => a.order - b.order).map((l) => l.slug)
    expect(results.map((l) => l.slug)).toEqual(expected)
    expect(results.find((l) => l.slug === 'us-988')).toMatchObject({ href: 'tel:988' })
    expect(results.find((l) => l.slug === 'uk-ie-samaritans')?.contact).toContain('116 123')
    expect(results.every((l) => l.sources.length > 0)).toBe(true)
  })

  it('lets the browser revalidate with an ETag and answers 304 when unchanged', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/v1/help/crisis-lines' })
    expect(first.headers['cache-control']).toBe('no-cache')
    const etag = String(first.headers.etag)
    const again = await app.inject({
      method: 'GET',
      url: '/api/v1/help/crisis-lines',
      headers: { 'if-none-match': etag },
    })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
  })
})
