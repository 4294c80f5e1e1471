import type { PGlite } from '@electric-sql/pglite'
import { beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { CONNECTION_PATHS } from '@kindred/contract/connections'
import { INTERACTION_PATHS } from '@kindred/contract/interactions'
import { MEMORY_PATHS, type Memory } from '@kindred/contract/memories'
import { signedUpBrowser } from '../../test/identity-fixtures'
import type { Mailbox } from '../../test/mailbox'
import { share } from '../../test/memory-fixtures'
import { appWithLaggingReplica, appWithStandInReplica, POSITION } from '../../test/stand-in-replica'
import { TestBrowser } from '../../test/test-browser'
import { WRITTEN_COOKIE } from './read-replicas'

// Read your writes and what a visitor may be shown from a replica (decision 087); a member's lists:
// modules/memories/lag-tolerant-reads.test.ts.

const feedOf = async (browser: TestBrowser) => {
  const res = await browser.get(`${MEMORY_PATHS.feed}?sort=newest`)
  expect(res.statusCode).toBe(200)
  return (res.json() as { results: { hash_id: string }[] }).results.map((memory) => memory.hash_id)
}

describe('read your writes', () => {
  let app: FastifyInstance
  let state: Awaited<ReturnType<typeof appWithStandInReplica>>['state']
  let mailbox: Mailbox
  beforeAll(async () => {
    ;({ app, mailbox, state } = await appWithStandInReplica())
  })

  it("a person's write sets the primary's position in an HttpOnly cookie; refusals and reads (batch reads by POST too) set none", async () => {
    const { browser } = await signedUpBrowser(app, mailbox)
    browser.cookies.delete(WRITTEN_COOKIE)
    expect((await browser.get(MEMORY_PATHS.mine)).cookies).toEqual([])
    const refused = await browser.post(MEMORY_PATHS.create, { title: '' })
    expect(refused.statusCode).toBe(422)
    expect(refused.cookies).toEqual([])

    const res = await browser.post(MEMORY_PATHS.create, {
      title: 'A cold kitchen',
      body: 'The kitchen was always cold in the morning.',
      mt: 1,
    })
    expect(res.statusCode).toBe(201)
    const cookie = (res.cookies as { name: string }[]).find((c) => c.name === WRITTEN_COOKIE)
    expect(cookie).toMatchObject({ value: POSITION, httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 4 })
    expect(String(res.headers['set-cookie'])).not.toMatch(/Secure/)

    // A batch read sent as POST writes nothing: no position asked, no cookie.
    const link = (res.json() as Memory).shareable_link
    for (const path of [CONNECTION_PATHS.status, INTERACTION_PATHS.votesStatus]) {
      const status = await browser.post(path, { shareable_links: [link] })
      expect(status.statusCode, path).toBe(200)
      expect(status.cookies, path).toEqual([])
    }

    // The next lag-tolerant read waits for a replica past that position.
    state.asked.length = 0
    expect((await browser.get(`${MEMORY_PATHS.tags('feelings')}?ist=true`)).statusCode).toBe(200)
    expect(state.asked).toEqual([POSITION])
    const visitor = new TestBrowser(app)
    expect((await visitor.get(`${MEMORY_PATHS.tags('feelings')}?ist=true`)).statusCode).toBe(200)
    expect(state.asked).toEqual([POSITION, undefined])
  })
})

// A replica a moment behind: a copy of the embedded database taken at one moment (PGlite only).
if (process.env.KINDRED_TEST_DB !== 'postgres')
  describe("a visitor's list from a lagging replica", () => {
    let app: FastifyInstance
    let mailbox: Mailbox
    let replicaAsNow: () => Promise<PGlite>
    beforeAll(async () => {
      ;({ app, mailbox, replicaAsNow } = await appWithLaggingReplica())
    })

    it('is read on the replica, but a memory narrowed since is never shown as it was', async () => {
      const { browser: author } = await signedUpBrowser(app, mailbox)
      const narrowed: Memory = await share(author, { title: 'Soon private' })
      await replicaAsNow()
      const later = await share(author, { title: 'Shared after the copy' })
      const visitor = new TestBrowser(app)

      // From the replica: what it has (the new memory is not there yet, which only widens).
      const fromReplica = await feedOf(visitor)
      expect(fromReplica).toContain(narrowed.hash_id)
      expect(fromReplica).not.toContain(later.hash_id)

      const res = await author.patch(MEMORY_PATHS.edit(narrowed.hash_id), { visibility: 'private' })
      expect(res.statusCode).toBe(200)
      // The replica still has it public; its version is not the primary's: read again on the primary.
      const afterNarrowing = await feedOf(visitor)
      expect(afterNarrowing).not.toContain(narrowed.hash_id)
      expect(afterNarrowing).toContain(later.hash_id)
      const snippets = await visitor.get(MEMORY_PATHS.snippets(1, 10))
      expect(snippets.body).not.toContain(narrowed.hash_id)
    })

    it("search and a memory's page: read on the replica, never showing a memory as it was before it narrowed", async () => {
      const { browser: author } = await signedUpBrowser(app, mailbox)
      const body = 'The lighthouse keeper waved at us every evening from the rocks.'
      const unchanged = await share(author, { title: 'Stays', body })
      const narrowed = await share(author, { title: 'Soon private', body })
      const anonymous = await share(author, { title: 'Soon anonymous', body })
      const deleted = await share(author, { title: 'Soon deleted', body })
      const copy = await replicaAsNow()
      const later = await share(author, { title: 'Shared after the copy', body })
      // Only the replica's copy has this title, under the same version (its trigger off for this):
      // a page showing it was read there.
      await copy.exec('ALTER TABLE memories DISABLE TRIGGER memories_raise_version')
      await copy.query(`update memories set title = 'As the replica has it' where hash_id = $1`, [
        unchanged.hash_id,
      ])
      const visitor = new TestBrowser(app)
      const found = async () => {
        const res = await visitor.get(`${MEMORY_PATHS.search}?q=lighthouse&sort=newest`)
        expect(res.statusCode).toBe(200)
        return (res.json() as { results: Memory[] }).results
      }
      const page = (memory: Memory) => visitor.get(MEMORY_PATHS.details(memory.hash_id))

      // Nothing changed yet: both from the replica, which has not the memory shared after its copy.
      const fromReplica = (await found()).map((memory) => memory.hash_id)
      expect(fromReplica).toEqual(
        expect.arrayContaining([unchanged, narrowed, anonymous, deleted].map((m) => m.hash_id)),
      )
      expect(fromReplica).not.toContain(later.hash_id)
      expect((await page(unchanged)).json()).toMatchObject({ title: 'As the replica has it' })

      expect(
        (await author.patch(MEMORY_PATHS.edit(narrowed.hash_id), { visibility: 'private' })).statusCode,
      ).toBe(200)
      expect((await author.patch(MEMORY_PATHS.edit(anonymous.hash_id), { anonymous: true })).statusCode).toBe(
        200,
      )
      expect((await author.delete(MEMORY_PATHS.details(deleted.hash_id))).statusCode).toBe(204)

      // The replica still has them as they were; their versions are not the primary's: read on the primary.
      const afterChanges = await found()
      const shown = new Map(afterChanges.map((memory) => [memory.hash_id, memory]))
      expect(shown.has(narrowed.hash_id)).toBe(false)
      expect(shown.has(deleted.hash_id)).toBe(false)
      expect(shown.get(anonymous.hash_id)?.author).toBeNull()
      expect(shown.has(later.hash_id)).toBe(true)
      expect((await page(narrowed)).statusCode).toBe(404)
      expect((await page(deleted)).statusCode).toBe(404)
      expect((await page(anonymous)).json()).toMatchObject({ author: null })
      // Not on the replica at all: its page is found on the primary, not a 404.
      expect((await page(later)).json()).toMatchObject({
        hash_id: later.hash_id,
        title: 'Shared after the copy',
      })
      // Unchanged on the primary: still the replica's.
      expect((await page(unchanged)).json()).toMatchObject({ title: 'As the replica has it' })
    })
  })
