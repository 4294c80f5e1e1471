import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MEMORY_PATHS } from '@kindred/contract/memories'
import { INTERACTION_PATHS } from '@kindred/contract/interactions'
import { openStream } from '../sse-client'
import { Client, ipOf, PASSWORD, startInstances, type Instances } from './instances'

// Issue 35 (decision 060): a notification stream ends with its session on every instance. Two
// instances of the built server on one PostgreSQL and one Redis (instances.ts); a stream open on the
// second, its session ended through the first or the second (signing out, or from another device),
// and notifications caused for that person right after the ending answer: none reaches the stream,
// and the stream is closed within a second. The heartbeat (which also ends streams of ended
// sessions) is far longer here. Registered only where CI provides PostgreSQL and Redis
// (vitest.system.config.ts).

const TRIES = 5

describe('a stream on one instance ends with its session ended through either', () => {
  let cluster: Instances
  let A = ''
  let B = ''

  beforeAll(async () => {
    const lifted = { limit: 100_000 }
    cluster = await startInstances(
      Object.fromEntries(
        [
          'loginPerIp',
          'mailRequestsPerIp',
          'tokenConfirmationsPerIp',
          'memoriesPerUser',
          'newAccountMemoriesPerDay',
          'reactionsPerUser',
        ].map((rule) => [rule, lifted]),
      ),
      { NOTIFICATION_HEARTBEAT_MS: '30000' },
    )
    ;[A, B] = cluster.urls
  }, 120_000)

  afterAll(async () => {
    await cluster?.close()
  })

  const register = (label: string) => cluster.register(label, A, A)

  const reactTo = (giver: Client, link: string, reaction: 'me_too' | 'love') =>
    giver.send('POST', INTERACTION_PATHS.reaction, { target: 'memory', shareable_link: link, reaction })

  /** Ends the session streaming on B through `through`, in one of two ways; answers the status. */
  async function endSession(
    way: 'sign-out' | 'revoke',
    who: { email: string; browser: Client },
    through: string,
  ) {
    if (way === 'sign-out')
      return (await who.browser.on(through).send('POST', '/api/v1/auth/logout', {})).status
    const phone = new Client(through, ipOf(2), 'Mozilla/5.0 (iPhone) Safari/605.1.15')
    expect(
      (await phone.send('POST', '/api/v1/auth/login', { email: who.email, password: PASSWORD })).status,
    ).toBe(200)
    const list = (await phone.send('GET', '/api/v1/auth/sessions')).json() as {
      results: { id: string; current: boolean }[]
    }
    const streaming = list.results.find((session) => !session.current)!
    return (await phone.send('DELETE', `/api/v1/auth/sessions/${streaming.id}`)).status
  }

  for (const way of ['sign-out', 'revoke'] as const)
    for (const through of ['the first', 'the second'])
      it(`${way} through ${through}: no event after the answer, the stream closed within a second`, async () => {
        const giver = (await register('giver')).browser
        for (let i = 0; i < TRIES; i++) {
          const who = await register('streamer')
          const shared = await who.browser.send('POST', MEMORY_PATHS.create, {
            title: 'The kitchen table',
            body: 'We sat there every evening and nobody said a word about the day. I still remember the clock.',
            mt: 1,
          })
          expect(shared.status).toBe(201)
          const link = shared.json().shareable_link as string
          const stream = await openStream(B, who.browser)
          expect(stream.status).toBe(200)

          expect(await endSession(way, who, through === 'the first' ? A : B)).toBeLessThan(300)
          const answeredAt = Date.now()
          expect((await reactTo(giver.on(A), link, 'me_too')).status).toBeLessThan(300)
          expect((await reactTo(giver.on(B), link, 'love')).status).toBeLessThan(300)
          await stream.waitUntil(
            stream.ended,
            'the end of the stream',
            Math.max(0, answeredAt + 1000 - Date.now()),
          )
          expect(stream.events).toEqual([])
          await stream.close()
        }
      })
})
