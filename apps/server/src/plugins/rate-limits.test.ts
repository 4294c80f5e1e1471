import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { buildTestApp, sameOriginHeaders } from '../../test/build-test-app'
import { ipBucket } from './rate-limits'

// A route declares its limit in its options; the plugin counts it. Probe routes only exist here.
describe('rate limits declared on a route', () => {
  const limits = JSON.stringify({ guideCommentsPerIp: { limit: 2 } })

  it('answers 429 with Retry-After past the limit, after validation, and counts addresses apart', async () => {
    const app = await buildTestApp({
      env: { RATE_LIMITS: limits },
      extend: (app) => {
        app.post(
          '/probe/limited',
          {
            config: { rateLimit: { name: 'guideCommentsPerIp', per: 'ip' } },
            schema: { body: z.object({ n: z.number() }) },
          },
          async () => ({ ok: true }),
        )
      },
    })
    const post = (payload: Record<string, unknown>, remoteAddress = '203.0.113.7') =>
      app.inject({
        method: 'POST',
        url: '/probe/limited',
        headers: sameOriginHeaders(),
        payload,
        remoteAddress,
      })

    // A refused body costs nothing: it never reaches the limiter.
    expect((await post({ n: 'x' })).statusCode).toBe(422)
    expect((await post({ n: 1 })).statusCode).toBe(200)
    expect((await post({ n: 2 })).statusCode).toBe(200)
    const refused = await post({ n: 3 })
    expect(refused.statusCode).toBe(429)
    expect(refused.json().code).toBe('RATE_LIMITED')
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    // Another household is not affected.
    expect((await post({ n: 4 }, '198.51.100.9')).statusCode).toBe(200)
  })

  it('refuses to count per person on a route that does not require one', async () => {
    const app = await buildTestApp({
      extend: (app) => {
        app.get(
          '/probe/miswired',
          { config: { rateLimit: { name: 'exportsPerUser', per: 'user' } } },
          async () => ({
            ok: true,
          }),
        )
      },
    })
    const res = await app.inject({ method: 'GET', url: '/probe/miswired' })
    expect(res.statusCode).toBe(500)
  })
})

describe('the address a limit counts', () => {
  it('is an IPv4 address as it is, and an IPv6 one by its /64 however it is written', () => {
    expect(ipBucket('203.0.113.7')).toBe('203.0.113.7')
    expect(ipBucket('::ffff:203.0.113.7')).toBe('203.0.113.7')
    const oneHousehold = [
      '2001:db8::1',
      '2001:db8::2',
      '2001:0DB8:0:0:ffff::9',
      '2001:db8:0:0:1:2:3:4',
      '2001:db8::1%eth0',
    ]
    expect(new Set(oneHousehold.map(ipBucket))).toEqual(new Set(['2001:db8:0:0::/64']))
    expect(ipBucket('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64')
    expect(ipBucket('::1')).toBe('0:0:0:0::/64')
    expect(ipBucket('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64')
  })
})
