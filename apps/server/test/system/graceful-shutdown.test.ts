import http from 'node:http'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort, serverRoot, startProcess, stop, tempDir, waitForHealthy } from './process'

function get(port: number, pathname: string, agent: http.Agent) {
  return new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: pathname, agent }, (res) => {
      let body = ''
      res.on('data', (d) => (body += String(d)))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }))
    })
    req.on('error', reject)
  })
}

const agent = new http.Agent({ keepAlive: true })
afterAll(() => agent.destroy())

describe('graceful shutdown on SIGTERM', () => {
  it('finishes the request in flight, refuses new ones and exits 0 within a few seconds', async () => {
    const port = await freePort()
    const dataDir = await tempDir('kindred-shutdown-')
    const server = startProcess(
      ['--import', 'tsx', path.join(serverRoot, 'test/system/fixtures/slow-server.ts')],
      {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
      },
    )
    await waitForHealthy(`http://127.0.0.1:${port}/api/health`, server)
    // Warm the keep-alive connection first: an idle keep-alive socket is what used to hang close().
    expect((await get(port, '/api/health', agent)).status).toBe(200)

    const inFlight = get(port, '/test/slow', agent)
    await new Promise((r) => setTimeout(r, 300))
    const exited = stop(server)
    await new Promise((r) => setTimeout(r, 200))

    const late = await get(port, '/api/health', new http.Agent()).then(
      (res) => res.status,
      (err: NodeJS.ErrnoException) => err.code,
    )
    expect([503, 'ECONNREFUSED', 'ECONNRESET']).toContain(late)

    const slow = await inFlight
    expect(slow.status).toBe(200)
    expect(JSON.parse(slow.body)).toEqual({ finished: true })
    expect(slow.connection).toBe('close')

    const { code, ms } = await exited
    expect(code).toBe(0)
    expect(ms).toBeLessThan(5000)
    expect(server.output()).toContain('"msg":"closed"')
  })
})
