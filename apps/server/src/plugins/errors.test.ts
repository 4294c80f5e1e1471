import { describe, expect, it } from 'vitest'
import { ErrorResponseSchema } from '@kindred/contract/errors'
import { buildTestApp, sameOriginHeaders } from '../../test/build-test-app'
import { probeCount, probeRoutes } from '../../test/probe-table'

const app = await buildTestApp({ extend: (a) => a.register(probeRoutes) })

const post = (payload: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/test/probe/', payload, headers: sameOriginHeaders(headers) })

describe('the error conventions of SPEC §2', () => {
  it('answers every error in one JSON shape', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/nothing-here' })
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(ErrorResponseSchema.parse(res.json())).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'There is nothing at this address.',
      code: 'NOT_FOUND',
    })
  })

  it('answers invalid input with 422 and the fields that failed, and stores nothing', async () => {
    const res = await post(JSON.stringify({ note: '' }))
    expect(res.statusCode).toBe(422)
    const body = ErrorResponseSchema.parse(res.json())
    expect(body.code).toBe('VALIDATION_FAILED')
    expect(body.fields).toEqual([{ path: 'body.note', message: expect.stringContaining('>=1') }])
    expect(await probeCount(app)).toBe(0)
  })

  it('accepts valid input', async () => {
    const res = await post(JSON.stringify({ note: 'hello' }))
    expect(res.statusCode).toBe(201)
    expect(await probeCount(app)).toBe(1)
  })

  it.each([
    ['a NUL byte in the body', () => post(JSON.stringify({ note: 'a\u0000b' })), 'body.note'],
    ['a lone surrogate in the body', () => post('{"note":"a\\ud800b"}'), 'body.note'],
    ['a NUL byte in a field name', () => post('{"no\\u0000te":"x","note":"x"}'), 'body'],
    [
      'a NUL byte in a path parameter',
      () => app.inject({ method: 'GET', url: '/test/probe/a%00b/touch/', headers: sameOriginHeaders({}) }),
      'params.note',
    ],
    [
      'a NUL byte in the query',
      () => app.inject({ method: 'GET', url: '/test/probe/search?q=a%00b' }),
      'querystring.q',
    ],
  ])('refuses %s with 422 and changes nothing', async (_what, send, path) => {
    const before = await probeCount(app)
    const res = await send()
    expect(res.statusCode).toBe(422)
    expect(res.json().fields[0].path).toBe(path)
    expect(await probeCount(app)).toBe(before)
  })

  it.each([
    ['text/plain', 415],
    ['application/x-www-form-urlencoded', 415],
    ['multipart/form-data; boundary=x', 415],
  ])('refuses a %s body with %i', async (type, status) => {
    const before = await probeCount(app)
    const res = await post('{"note":"sneaky"}', { 'content-type': type })
    expect(res.statusCode).toBe(status)
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE')
    expect(await probeCount(app)).toBe(before)
  })

  it('needs no content type on a request without a body: deleting a guide session', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/childhood-trauma-guide/sessions/create/',
      headers: sameOriginHeaders(),
      payload: JSON.stringify({ consent: true }),
    })
    const { session_id } = created.json() as { session_id: string }
    const url = `/api/v1/childhood-trauma-guide/sessions/${session_id}/`
    const asText = await app.inject({
      method: 'DELETE',
      url,
      headers: sameOriginHeaders({ 'content-type': 'text/plain' }),
      payload: 'x',
    })
    expect(asText.statusCode).toBe(415)
    const { 'content-type': _json, ...noType } = sameOriginHeaders()
    const res = await app.inject({ method: 'DELETE', url, headers: noType })
    expect(res.statusCode).toBe(204)
    expect((await app.inject({ method: 'DELETE', url, headers: noType })).json().message).toBe(
      'session_id is not found',
    )
  })

  it('refuses malformed JSON with 400', async () => {
    const res = await post('{"note":')
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('INVALID_JSON')
  })

  it('refuses prototype pollution with 400', async () => {
    const res = await post('{"note":"x","__proto__":{"admin":true}}')
    expect(res.statusCode).toBe(400)
    expect(({} as Record<string, unknown>).admin).toBeUndefined()
  })

  it('refuses a body over the limit with 413', async () => {
    const res = await post(JSON.stringify({ note: 'x'.repeat(300 * 1024) }))
    expect(res.statusCode).toBe(413)
  })

  it('hides internal detail in 5xx bodies', async () => {
    const res = await app.inject({ method: 'GET', url: '/test/explode' })
    expect(res.statusCode).toBe(500)
    const body = ErrorResponseSchema.parse(res.json())
    expect(body.code).toBe('INTERNAL')
    expect(res.body).not.toMatch(/no_such_table|unterminated|select|42601|42P01|stack/i)
  })

  it('accepts paths with and without the trailing slash', async () => {
    const withSlash = await app.inject({ method: 'GET', url: '/api/health/' })
    const without = await app.inject({ method: 'GET', url: '/test/probe/search/' })
    expect([withSlash.statusCode, without.statusCode]).toEqual([200, 200])
  })
})
