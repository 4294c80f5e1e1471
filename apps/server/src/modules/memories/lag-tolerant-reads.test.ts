import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { CONNECTION_PATHS } from '@kindred/contract/connections'
import { MEMORY_PATHS, type Memory } from '@kindred/contract/memories'
import { relationVersionOf } from '../../access'
import type { Clock } from '../../lib/clock'
import {
  ask,
  buildConnectionsApp,
  connect,
  grownPerson,
  type Person,
} from '../../../test/connection-fixtures'
import type { Mailbox } from '../../../test/mailbox'
import { share } from '../../../test/memory-fixtures'
import { appWithLaggingReplica } from '../../../test/stand-in-replica'

// A member's feed, snippets, search and memory pages read on a replica a moment behind (decision
// 089): sent only while the primary still has the reader's relation version and every memory's
// version the replica read. A copy of the embedded database stands in for the replica (PGlite only);
// a memory shared after the copy tells where an answer was read: the replica has not got it.

const BODY = 'The lighthouse keeper waved at us every evening from the rocks.'

describe('relation versions', () => {
  it('rise for both people on a block, an unblock and an ended connection, for the one who mutes or hides, and not on a request or its acceptance', async () => {
    const { app, grown } = await buildConnectionsApp()
    const [one, other, third] = [await grown(), await grown(), await grown()]
    const versions = async () =>
      Promise.all(
        [one, other, third].map(async (who) => Number(await relationVersionOf(app.database.db, who.id))),
      )
    const changes = async (write: () => Promise<unknown>) => {
      const before = await versions()
      await write()
      return (await versions()).map((after, i) => after - before[i]!)
    }
    const ok = async (res: Promise<{ statusCode: number; body: string }>) => {
      const answer = await res
      expect(answer.statusCode, answer.body).toBeLessThan(300)
    }
    const memory = await share(other.browser, { title: 'To ask from' })
    let requestId = 0
    expect(
      await changes(async () => (requestId = (await ask(one.browser, memory.shareable_link)).id)),
    ).toEqual([0, 0, 0])
    expect(await changes(() => ok(other.browser.post(CONNECTION_PATHS.accept(requestId))))).toEqual([0, 0, 0])
    expect(await changes(() => ok(other.browser.delete(CONNECTION_PATHS.remove(requestId))))).toEqual([
      1, 1, 0,
    ])
    expect(await changes(() => ok(one.browser.post(CONNECTION_PATHS.block(third.publicId))))).toEqual([
      1, 0, 1,
    ])
    expect(await changes(() => ok(one.browser.delete(CONNECTION_PATHS.block(third.publicId))))).toEqual([
      1, 0, 1,
    ])
    expect(await changes(() => ok(third.browser.post(CONNECTION_PATHS.mute(other.publicId))))).toEqual([
      0, 0, 1,
    ])
    expect(await changes(() => ok(third.browser.get(MEMORY_PATHS.hide(memory.hash_id))))).toEqual([0, 0, 1])
  })
})

if (process.env.KINDRED_TEST_DB !== 'postgres')
  describe("a member's reads from a lagging replica", () => {
    let app: FastifyInstance
    let mailbox: Mailbox
    let clock: Clock
    let replicaAsNow: () => Promise<unknown>
    beforeAll(async () => {
      ;({ app, mailbox, clock, replicaAsNow } = await appWithLaggingReplica())
    })
    const grown = () => grownPerson(app, mailbox, clock)

    /** The hash ids `reader` is shown in the newest feed, the snippets and a search for the body's words. */
    async function listedFor(reader: Person) {
      const feed = await reader.browser.get(`${MEMORY_PATHS.feed}?sort=newest&limit=50`)
      const snippets = await reader.browser.get(MEMORY_PATHS.snippets(1, 50))
      const search = await reader.browser.get(`${MEMORY_PATHS.search}?q=lighthouse&sort=newest&limit=50`)
      const ids = (res: typeof feed) => {
        expect(res.statusCode).toBe(200)
        return new Set((res.json() as { results: { hash_id: string }[] }).results.map((m) => m.hash_id))
      }
      return { feed: ids(feed), snippets: ids(snippets), search: ids(search) }
    }
    const pageFor = (reader: Person, memory: Memory) =>
      reader.browser.get(MEMORY_PATHS.details(memory.hash_id))

    /**
     * With the replica as it is now, a memory shared after it, and then `change`: whether each list
     * `reader` is shown was read on the replica (it lacks the later memory) or again on the primary.
     */
    async function readAfter(reader: Person, change: () => Promise<void>) {
      const writer = await grown()
      await replicaAsNow()
      const later = await share(writer.browser, { title: 'Shared after the copy', body: BODY })
      await change()
      const listed = await listedFor(reader)
      const onReplica = (list: Set<string>) => !list.has(later.hash_id)
      return {
        listed,
        onReplica: {
          feed: onReplica(listed.feed),
          snippets: onReplica(listed.snippets),
          search: onReplica(listed.search),
        },
      }
    }
    const everywhere = (flag: boolean) => ({ feed: flag, snippets: flag, search: flag })

    it('are read on the replica while nothing narrowed: a request to connect and its acceptance only widen', async () => {
      const reader = await grown()
      const author = await grown()
      const memory = await share(author.browser, { title: 'Stays', body: BODY })

      const still = await readAfter(reader, async () => {})
      expect(still.onReplica).toEqual(everywhere(true))
      expect([...still.listed.feed]).toContain(memory.hash_id)
      expect((await pageFor(reader, memory)).statusCode).toBe(200)

      const widened = await readAfter(reader, async () => void (await connect(reader, author)))
      expect(widened.onReplica).toEqual(everywhere(true))
    })

    it('are read again on the primary after a block either way, a mute, an ended connection or a hide', async () => {
      const reader = await grown()
      const blocker = await grown()
      const muted = await grown()
      const friend = await grown()
      const author = await grown()
      const connection = await connect(reader, friend)
      const ofBlocker = await share(blocker.browser, { title: 'By someone who will block', body: BODY })
      const ofMuted = await share(muted.browser, { title: 'By someone who will be muted', body: BODY })
      const forFriends = await share(friend.browser, {
        title: 'For connections',
        body: BODY,
        visibility: 'connections',
      })
      const toHide = await share(author.browser, { title: 'Soon hidden', body: BODY })
      await replicaAsNow()
      const before = await listedFor(reader)
      for (const memory of [ofBlocker, ofMuted, forFriends, toHide])
        for (const list of Object.values(before)) expect([...list]).toContain(memory.hash_id)

      const changes: [string, Memory, () => Promise<number>, boolean][] = [
        [
          'blocked by its author',
          ofBlocker,
          async () => (await blocker.browser.post(CONNECTION_PATHS.block(reader.publicId))).statusCode,
          true,
        ],
        [
          'its author muted',
          ofMuted,
          async () => (await reader.browser.post(CONNECTION_PATHS.mute(muted.publicId))).statusCode,
          false,
        ],
        [
          'the connection ended by its author',
          forFriends,
          async () => (await friend.browser.delete(CONNECTION_PATHS.remove(connection.id))).statusCode,
          true,
        ],
        [
          'hidden',
          toHide,
          async () => (await reader.browser.get(MEMORY_PATHS.hide(toHide.hash_id))).statusCode,
          false,
        ],
      ]
      for (const [change, memory, write, pageGone] of changes) {
        const read = await readAfter(reader, async () => expect(await write(), change).toBeLessThan(300))
        expect(read.onReplica, change).toEqual(everywhere(false))
        for (const [name, list] of Object.entries(read.listed))
          expect([...list], `${change}: ${name}`).not.toContain(memory.hash_id)
        if (pageGone) expect((await pageFor(reader, memory)).statusCode, change).toBe(404)
      }
    })
  })
