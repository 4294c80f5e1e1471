import { describe, expect, it, vi } from 'vitest'
import { MEMORY_PATHS } from '@kindred/contract/memories'
import { quickPerson } from '../../../test/interaction-fixtures'
import { buildMemoriesApp, share } from '../../../test/memory-fixtures'
import { TestBrowser } from '../../../test/test-browser'

// Issue 35: the statements the session cache saves must not be losable at will. A request that
// changes nothing (refused as cross-site, or a logout with no session to end) used to empty the
// whole cache, so every member's next read paid the session check again. Counted at the driver:
// every statement, and those that read `sessions` (the session check, nothing else on these routes).
// Visitors' reads are the visitor cache's (decision 060, its own section).

const { app } = await buildMemoriesApp()
const READS = 100

/** Counts, at the driver, every statement and those whose text names the sessions table while `work` runs. */
async function statementsOf(work: () => Promise<void>) {
  // The driver's client under drizzle: PGlite, or the PostgreSQL pool that the reads use.
  const { $client: client } = app.database.db as unknown as {
    $client: { query: (...args: unknown[]) => unknown }
  }
  const spy = vi.spyOn(client, 'query')
  try {
    await work()
    const sessions = spy.mock.calls.filter(([query]) => {
      const text = typeof query === 'string' ? query : (query as { text?: string } | undefined)?.text
      return /"sessions"/.test(text ?? '')
    }).length
    return { all: spy.mock.calls.length, sessions }
  } finally {
    spy.mockRestore()
  }
}

const member = await quickPerson(app, 'reader')
await share(member.browser, { title: 'Something to read' })
const feed = async () => expect((await member.browser.get(MEMORY_PATHS.feed)).statusCode).toBe(200)

async function readsWith(between?: () => Promise<void>) {
  await feed() // warm: the check is cached from here on
  return statementsOf(async () => {
    for (let i = 0; i < READS; i++) {
      await feed()
      await between?.()
    }
  })
}

describe('requests that change nothing cost members nothing', () => {
  it('counts the session check: one for a read that is not cached', async () => {
    const someone = await quickPerson(app, 'first-read')
    const { sessions } = await statementsOf(async () => {
      expect((await someone.browser.get(MEMORY_PATHS.feed)).statusCode).toBe(200)
    })
    expect(sessions).toBe(1)
  })

  it('a refused cross-site POST between reads forgets no session check', async () => {
    const without = await readsWith()
    const withRefused = await readsWith(async () => {
      const res = await member.browser.post(
        MEMORY_PATHS.create,
        { title: 'x', body: 'y' },
        { headers: { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' } },
      )
      expect(res.statusCode).toBe(403)
    })
    expect(withRefused.sessions).toBeLessThanOrEqual(without.sessions + READS * 0.05)
    expect(withRefused.all).toBeLessThanOrEqual(without.all * 1.05)
  })

  it('an anonymous logout between reads forgets no session check', async () => {
    const stranger = new TestBrowser(app)
    const without = await readsWith()
    const withLogouts = await readsWith(async () => {
      expect((await stranger.post('/api/v1/auth/logout')).statusCode).toBeLessThan(300)
    })
    expect(withLogouts.sessions).toBeLessThanOrEqual(without.sessions + READS * 0.05)
    expect(withLogouts.all).toBeLessThanOrEqual(without.all * 1.05)
  })
})
