import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { requireAdmin, requireModerator, requireUser } from './authentication'
import { newOrExisting, routeOptions } from './route-options'

const route = routeOptions('things')
const Body = z.object({ name: z.string() })
const Answer = z.object({ id: z.number() })

describe('routeOptions', () => {
  it('writes the options the plugins read: who, the limit and whose attempts count, the flags', () => {
    expect(route('Make a thing', { who: 'member', limit: 'memoriesPerUser', participation: true })).toEqual({
      preHandler: [requireUser],
      config: { participation: true, rateLimit: { name: 'memoriesPerUser', per: 'user' } },
      schema: { tags: ['things'], summary: 'Make a thing' },
    })
    expect(route('Sign in', { limit: 'loginPerIp' }).config).toEqual({
      rateLimit: { name: 'loginPerIp', per: 'ip' },
    })
    expect(route('Read', { visitorCache: true })).toEqual({
      config: { visitorCache: true },
      schema: { tags: ['things'], summary: 'Read' },
    })
  })

  it('refuses, in the types, a limit counted per person on a route open to anyone', () => {
    // Such a limit has no person to count for a visitor: the rate-limit plugin would refuse the first
    // request. `tsc` (npm run typecheck) fails if either line below ever compiles.
    // @ts-expect-error a …PerUser limit needs who: member, moderator or admin
    const open = () => route('Open', { limit: 'memoriesPerUser' })
    // @ts-expect-error likewise when anyone is said outright
    const anyone = () => route('Open', { who: 'anyone', limit: 'memoriesPerUser' })
    expect([open, anyone].every((declare) => typeof declare === 'function')).toBe(true)
    expect(route('Signed in', { who: 'member', limit: 'memoriesPerUser' }).config.rateLimit).toEqual({
      name: 'memoriesPerUser',
      per: 'user',
    })
  })

  it('checks moderators and admins after the sign-in, and nothing for anyone', () => {
    expect(route('Queue', 'moderator').preHandler).toEqual([requireUser, requireModerator])
    expect(route('Roles', 'admin').preHandler).toEqual([requireUser, requireAdmin])
    expect(route('Public', 'anyone')).not.toHaveProperty('preHandler')
  })

  it('puts the request schemas and the answers by status where Fastify and OpenAPI read them', () => {
    const params = z.object({ id: z.string() })
    const { schema } = route(null, 'member', { params, body: Body, ...newOrExisting(Answer), 204: z.null() })
    expect(schema).toEqual({
      tags: ['things'],
      params,
      body: Body,
      response: { 200: Answer, 201: Answer, 204: expect.any(z.ZodNull) },
    })
    // Nothing given, nothing declared: no empty `response` or undefined keys reach the compilers.
    expect(Object.keys(route(null, 'anyone').schema)).toEqual(['tags'])
  })
})
