import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { prepareJson, sendPrepared } from '../lib/etag'
import { buildTestApp } from '../../test/build-test-app'
import { compressionPlugin, COMPRESSION_THRESHOLD } from './compression'
import { securityHeadersPlugin } from './security-headers'

const big = { items: Array.from({ length: 60 }, (_, i) => ({ id: i, text: `item number ${i}` })) }
const small = { ok: true }
const prepared = prepareJson(big)
let received: unknown[] = []
const app = Fastify()
const full = await buildTestApp()

beforeAll(async () => {
  await app.register(securityHeadersPlugin, { secure: false })
  await app.register(compressionPlugin)
  app.get('/big', async () => big)
  app.get('/small', async () => small)
  app.get('/prepared', (request, reply) => sendPrepared(request, reply, prepared))
  app.get('/events', (_request, reply) =>
    reply.type('text/event-stream').send(`data: ${'x'.repeat(4 * COMPRESSION_THRESHOLD)}\n\n`),
  )
  app.post('/echo', async (request) => {
    received.push(request.body)
    return { ok: true }
  })
  await app.ready()
})
afterAll(() => app.close())

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} })

describe('compressed API answers', () => {
  it('sends JSON of 1 kB or more with brotli when the browser accepts it, no-store as before', async () => {
    expect(JSON.stringify(big).length).toBeGreaterThan(COMPRESSION_THRESHOLD)
    const res = await get('/big', 'gzip, deflate, br, zstd')
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(res.headers.vary).toContain('accept-encoding')
    expect(res.headers['cache-control']).toBe('no-store')
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length)
    expect(res.rawPayload.length).toBeLessThan(JSON.stringify(big).length / 3)
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(big)
  })

  it('uses gzip when brotli is not accepted, and plain JSON when nothing is', async () => {
    const gzipped = await get('/big', 'gzip')
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(big)
    for (const header of [undefined, 'identity', 'deflate']) {
      const plain = await get('/big', header)
      expect(plain.headers['content-encoding']).toBeUndefined()
      expect(plain.json()).toEqual(big)
    }
  })

  it('leaves small answers as they are: compressing them costs more than it saves', async () => {
    const res = await get('/small', 'br, gzip')
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.json()).toEqual(small)
  })

  it('never compresses an event stream, which must reach the browser message by message', async () => {
    const res = await get('/events', 'br, gzip')
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.body.startsWith('data: xxx')).toBe(true)
  })

  it('keeps revalidation working: a weak ETag, and 304 when the browser sends it back', async () => {
    const first = await get('/prepared', 'br')
    expect(first.headers['content-encoding']).toBe('br')
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^W\/"/)
    const again = await app.inject({
      method: 'GET',
      url: '/prepared',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': `"other", ${etag}` },
    })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
  })

  it('does not inflate a compressed request body: it is refused like any body that is not JSON', async () => {
    received = []
    const res = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ note: 'x'.repeat(10_000) })),
    })
    expect(res.statusCode).toBe(400)
    expect(received).toEqual([])
  })
})

describe('in the whole app', () => {
  it('compresses the API answers of every feature (registered before the routes)', async () => {
    const res = await full.inject({
      method: 'GET',
      url: '/api/v1/help/crisis-lines',
      headers: { 'accept-encoding': 'br' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-security-policy']).toContain("default-src 'none'")
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString()).results.length).toBeGreaterThan(0)
  })
})
