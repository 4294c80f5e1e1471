import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { PREFERENCE_PATHS } from '@kindred/contract/preferences'
import { CrisisLinesFileSchema, CrisisLinesResponseSchema } from '@kindred/contract/safety'
import { paths } from '../../paths'
import { buildTestApp } from '../../../test/build-test-app'
import { quickPerson } from '../../../test/interaction-fixtures'

const app = await buildTestApp()
const read = (file: string) =>
  CrisisLinesFileSchema.parse(JSON.parse(fs.readFileSync(path.join(paths.content, file), 'utf8')))
const file = read('safety/crisis-lines.json')
const spanishFile = read('es/safety/crisis-lines.json')
const URL = '/api/v1/help/crisis-lines'
const linesOf = (res: { json(): unknown }) => CrisisLinesResponseSchema.parse(res.json()).results

describe('GET /api/v1/help/crisis-lines', () => {
  it('lists the crisis lines of content/safety in their order, with sources', async () => {
    const res = await app.inject({ method: 'GET', url: URL })
    expect(res.statusCode).toBe(200)
    const { results } = CrisisLinesResponseSchema.parse(res.json())
    const expected = [...file.lines].sort((a, b) => a.order - b.order).map((l) => l.slug)
    expect(results.map((l) => l.slug)).toEqual(expected)
    expect(results.find((l) => l.slug === 'us-988')).toMatchObject({ href: 'tel:988' })
    expect(results.find((l) => l.slug === 'uk-ie-samaritans')?.contact).toContain('116 123')
    expect(results.every((l) => l.sources.length > 0)).toBe(true)
  })

  it('lets the browser revalidate with an ETag and answers 304 when unchanged', async () => {
    const first = await app.inject({ method: 'GET', url: URL })
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

describe('the crisis lines in Spanish (decision 083)', () => {
  it('gives a Spanish reader every line in Spanish, with the lines for Spanish speakers first', async () => {
    const res = await app.inject({
      method: 'GET',
      url: URL,
      headers: { 'accept-language': 'es-MX,es;q=0.9' },
    })
    expect(res.headers['content-language']).toBe('es')
    const lines = linesOf(res)
    expect(lines.map((l) => l.slug)).toEqual(
      [...spanishFile.lines].sort((a, b) => a.order - b.order).map((l) => l.slug),
    )
    expect(lines.slice(0, 2).map((l) => [l.slug, l.href])).toEqual([
      ['us-988', 'tel:988'],
      ['es-024', 'tel:024'],
    ])
    expect(lines.find((l) => l.slug === 'us-988')!.description).toContain(
      'En español: llama al 988 y marca el 2',
    )
    // Every English line is there, calling the same number, on the same sources.
    for (const line of file.lines)
      expect(lines.find((l) => l.slug === line.slug)).toMatchObject({
        href: line.href,
        sources: line.sources,
      })
  })

  it("keeps each language's list its own, also in the browser's cache", async () => {
    const spanish = await app.inject({ method: 'GET', url: URL, headers: { 'accept-language': 'es' } })
    const english = await app.inject({
      method: 'GET',
      url: URL,
      headers: { 'if-none-match': String(spanish.headers.etag) },
    })
    expect(english.statusCode).toBe(200)
    expect(english.headers.vary).toContain('Accept-Language')
    expect(linesOf(english).map((l) => l.slug)).not.toContain('es-024')
    expect(linesOf(english).find((l) => l.slug === 'us-988')!.region).toBe('United States')
  })

  it('answers a person who saved Spanish in Spanish, whatever their browser says', async () => {
    const { browser } = await quickPerson(app, 'lineas')
    await browser.post(PREFERENCE_PATHS.update, { language: 'es' })
    const res = await browser.get(URL, { headers: { 'accept-language': 'en-GB' } })
    expect(res.headers['content-language']).toBe('es')
    expect(linesOf(res).map((l) => l.slug)).toContain('es-024')
  })
})
