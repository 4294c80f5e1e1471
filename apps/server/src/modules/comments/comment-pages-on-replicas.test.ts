import type { PGlite } from '@electric-sql/pglite'
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { COMMENT_PATHS } from '@kindred/contract/comments'
import { CONNECTION_PATHS } from '@kindred/contract/connections'
import type { Comment } from '@kindred/contract/comments'
import { sql } from 'drizzle-orm'
import { queryRows } from '../../lib/query-rows'
import { buildCommentsApp, comment, commentsOf } from '../../../test/comment-fixtures'
import type { Mailbox } from '../../../test/mailbox'
import { person, share } from '../../../test/memory-fixtures'
import { appWithLaggingReplica } from '../../../test/stand-in-replica'
import { TestBrowser } from '../../../test/test-browser'

// A memory's comment page read on a replica a moment behind (decision 089): sent only while the
// primary still has the memory's version (every change of a comment raises it) and, for a member,
// their relation version. A copy of the embedded database stands in for the replica (PGlite only);
// a comment's words changed on the copy alone tell a page read there.

const ON_REPLICA = 'As the replica has it'

// What a replica's comment page rests on: the memory's version covers its comments.
describe("a memory's version", () => {
  it('rises with every comment made, edited or deleted on it', async () => {
    const { app, mailbox } = await buildCommentsApp()
    const author = await person(app, mailbox)
    const memory = await share(author.browser, { title: 'The long winter' })
    const version = async () => {
      const [row] = await queryRows<{ version: string }>(
        app.database.db,
        sql`select version::text as version from memories where shareable_link = ${memory.shareable_link}`,
      )
      return Number(row!.version)
    }
    const rises = async (write: () => Promise<unknown>) => {
      const before = await version()
      await write()
      expect(await version()).toBeGreaterThan(before)
    }
    let made: Comment | undefined
    await rises(
      async () =>
        (made = await comment(author.browser, memory.shareable_link, 'The snow came up to the windows.')),
    )
    await rises(async () =>
      expect(
        (await author.browser.patch(COMMENT_PATHS.one(made!.id), { body: 'The snow reached the sills.' }))
          .statusCode,
      ).toBe(200),
    )
    await rises(async () =>
      expect((await author.browser.delete(COMMENT_PATHS.one(made!.id))).statusCode).toBe(204),
    )
  })
})

if (process.env.KINDRED_TEST_DB !== 'postgres')
  describe('comment pages from a lagging replica', () => {
    let app: FastifyInstance
    let mailbox: Mailbox
    let replicaAsNow: () => Promise<PGlite>
    beforeAll(async () => {
      ;({ app, mailbox, replicaAsNow } = await appWithLaggingReplica())
    })

    /** A replica as the database is now, where `marked`'s words are ON_REPLICA (no version raised). */
    async function markedReplica(marked: Comment) {
      const copy = await replicaAsNow()
      await copy.exec(`set session_replication_role = replica;
        update comments set body = '${ON_REPLICA}' where id = ${Number(marked.id)};
        set session_replication_role = origin;`)
    }
    const bodies = async (browser: TestBrowser, link: string) =>
      (await commentsOf(browser, link)).results.map((shown) => shown.body)

    it('are read on the replica until the memory or the reader’s relations change on the primary', async () => {
      const author = await person(app, mailbox)
      const reader = await person(app, mailbox)
      const commenter = await person(app, mailbox)
      const visitor = new TestBrowser(app)
      const memory = await share(author.browser, { title: 'The long winter' })
      const stays = await comment(author.browser, memory.shareable_link, 'The snow came up to the windows.')
      const byCommenter = await comment(commenter.browser, memory.shareable_link, 'Ours too, every year.')

      await markedReplica(stays)
      expect(await bodies(visitor, memory.shareable_link)).toContain(ON_REPLICA)
      expect(await bodies(reader.browser, memory.shareable_link)).toContain(ON_REPLICA)

      // A block either way: the member's page is read again on the primary, without the blocker's comment.
      const blocked = await commenter.browser.post(CONNECTION_PATHS.block(reader.publicId))
      expect(blocked.statusCode).toBeLessThan(300)
      const forReader = await bodies(reader.browser, memory.shareable_link)
      expect(forReader).not.toContain(ON_REPLICA)
      expect(forReader).not.toContain(byCommenter.body)
      // Nothing of the visitor's changed: still the replica's.
      expect(await bodies(visitor, memory.shareable_link)).toContain(ON_REPLICA)

      // A comment deleted: the memory's version rose, so nobody is shown the replica's page.
      await markedReplica(stays)
      expect((await commenter.browser.delete(COMMENT_PATHS.one(byCommenter.id))).statusCode).toBe(204)
      for (const browser of [visitor, reader.browser]) {
        const shown = await bodies(browser, memory.shareable_link)
        expect(shown).not.toContain(ON_REPLICA)
        expect(shown).not.toContain(byCommenter.body)
      }
    })

    it('a memory the replica has not got yet opens its comments from the primary', async () => {
      const author = await person(app, mailbox)
      await replicaAsNow()
      const memory = await share(author.browser, { title: 'Shared after the copy' })
      await comment(author.browser, memory.shareable_link, 'The first word on it.')
      expect(await bodies(new TestBrowser(app), memory.shareable_link)).toEqual(['The first word on it.'])
    })
  })
