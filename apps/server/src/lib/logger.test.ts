import { describe, expect, it } from 'vitest'
import { buildTestApp, capturedLogs, sameOriginHeaders } from '../../test/build-test-app'
import { probeRoutes } from '../../test/probe-table'

const app = await buildTestApp({ extend: (a) => a.register(probeRoutes) })
const CANARY = 'canary-7f3a9c'

describe('request logs', () => {
  it('record the route pattern and status, never URLs, query strings, cookies, headers or bodies', async () => {
    await app.inject({
      method: 'GET',
      url: `/test/probe/search?q=${CANARY}-query`,
      cookies: { accessToken: `${CANARY}-cookie` },
      headers: { authorization: `Bearer ${CANARY}-auth`, 'x-csrf-token': `${CANARY}-csrf` },
    })
    await app.inject({
      method: 'POST',
      url: '/test/probe/',
      headers: sameOriginHeaders(),
      payload: { note: `${CANARY}-body`, password: `${CANARY}-pw` },
    })
    await app.inject({
      method: 'GET',
      url: `/test/probe/${CANARY}-path/touch/`,
      headers: { 'sec-fetch-site': 'cross-site' },
    })
    await app.inject({ method: 'GET', url: `/unknown/${CANARY}-404` })

    const logs = capturedLogs.join('')
    expect(logs).toContain('"route":"/test/probe/search"')
    expect(logs).toContain('"route":"/test/probe/:note/touch/"')
    expect(logs).toContain('"statusCode":403')
    expect(logs).not.toContain(CANARY)
  })

  it('escape line breaks so one request cannot forge another log line', async () => {
    await app.inject({
      method: 'POST',
      url: '/test/probe/',
      headers: sameOriginHeaders(),
      payload: { note: 'a\r\nb' },
    })
    for (const line of capturedLogs.join('').split('\n').filter(Boolean)) {
      expect(() => JSON.parse(line)).not.toThrow()
    }
  })
})
