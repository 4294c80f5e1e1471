import { describe, expect, it } from 'vitest'
import { HealthResponseSchema } from '@kindred/contract/health'
import { buildTestApp } from '../../../test/build-test-app'

const app = await buildTestApp()

describe('GET /api/health', () => {
  it('says the server and its database are up', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(200)
    expect(HealthResponseSchema.parse(res.json())).toEqual({ status: 'ok', database: 'ok' })
  })

  it('answers 503 when the database cannot be reached', async () => {
    const original = app.database.ping
    app.database.ping = () => Promise.reject(new Error('connection refused'))
    const res = await app.inject({ method: 'GET', url: '/api/health' })
    app.database.ping = original
    expect(res.statusCode).toBe(503)
    expect(res.json()).toEqual({ status: 'degraded', database: 'unavailable' })
  })
})
