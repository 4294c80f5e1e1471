import { describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import {
  INTERACTION_PATHS,
  type InteractionStatusResponse,
  type VotesStatusResponse,
} from '@kindred/contract/interactions'
import type { Memory } from '@kindred/contract/memories'
import {
  block,
  love,
  meToo,
  react,
  statementsOf,
  writeComment,
  interactionsSuite,
} from '../../../test/interaction-fixtures'
import { share } from '../../../test/memory-fixtures'
import type { TestBrowser } from '../../../test/test-browser'

// The batch status calls (SPEC §6): a person's own state on up to 50 memories and 50 comments, in
// a fixed number of statements whatever the number; what they may not see is left out.

const suite = await interactionsSuite('reader', 'commenter')
const { app, author, visitor } = suite
const [reader, commenter] = suite.people

// Fifty public memories, a private one, and fifty comments on the first.
const memories: Memory[] = []
for (let i = 0; i < 50; i++) memories.push(await share(author.browser, { title: `Batch memory ${i}` }))
const journal = await share(author.browser, { visibility: 'private' })
const links = memories.map((m) => m.shareable_link)
const commentIds: number[] = []
for (let i = 0; i < 50; i++) commentIds.push(await writeComment(app, links[0]!, commenter.id, `Comment ${i}`))

await react(reader.browser, meToo(links[0]!))
await react(reader.browser, love(links[1]!))
await reader.browser.post(INTERACTION_PATHS.vote, { shareable_link: links[2]! })
await react(reader.browser, { target: 'comment', comment_id: commentIds[0]!, reaction: 'love' })

const votesStatus = (browser: TestBrowser, shareableLinks: string[]) =>
  browser.post(INTERACTION_PATHS.votesStatus, { shareable_links: shareableLinks })
const interactionStatus = (browser: TestBrowser, body: object) =>
  browser.post(INTERACTION_PATHS.interactionStatus, body)

describe('the votes status', () => {
  it('answers your vote and the count per readable link, leaving the others out', async () => {
    const res = await votesStatus(reader.browser, [
      links[2]!,
      links[3]!,
      journal.shareable_link,
      'no-such-one',
    ])
    expect(res.statusCode).toBe(200)
    expect((res.json() as VotesStatusResponse).results).toEqual({
      [links[2]!]: { voted: true, count: 1 },
      [links[3]!]: { voted: false, count: 0 },
    })
  })

  it('takes 50 links, refuses 51 with 422, and a visitor with 401', async () => {
    const res = await votesStatus(reader.browser, links)
    expect(res.statusCode).toBe(200)
    expect(Object.keys((res.json() as VotesStatusResponse).results)).toHaveLength(50)
    expect((await votesStatus(reader.browser, [...links, 'one-more'])).statusCode).toBe(422)
    expect((await votesStatus(visitor, links)).statusCode).toBe(401)
  })

  it('reads one link and fifty with the same statements', async () => {
    const one = await statementsOf(app, () => votesStatus(reader.browser, links.slice(0, 1)))
    const fifty = await statementsOf(app, () => votesStatus(reader.browser, links))
    // The memories you may read, with your vote on each.
    expect(fifty.execute).toBe(1)
    expect(fifty).toEqual(one)
  })
})

describe('the interaction status', () => {
  it('answers your me too, love and the counts per memory, and your love per comment', async () => {
    const res = await interactionStatus(reader.browser, {
      shareable_links: [links[0]!, links[1]!, journal.shareable_link],
      comment_ids: [commentIds[0]!, commentIds[1]!, 987_654_321],
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      memories: {
        [links[0]!]: { me_too: true, love: false, counts: { me_too: 1, love: 0, comments: 50, votes: 0 } },
        [links[1]!]: { me_too: false, love: true, counts: { me_too: 0, love: 1, comments: 0, votes: 0 } },
      },
      comments: {
        [String(commentIds[0])]: { love: true, count: 1 },
        [String(commentIds[1])]: { love: false, count: 0 },
      },
    })
  })

  it('leaves out comments behind a block and on memories you may not read', async () => {
    const onJournal = await writeComment(app, journal.shareable_link, author.id)
    await block(app, commenter.id, reader.id)
    const res = (await interactionStatus(reader.browser, {
      comment_ids: [commentIds[0]!, onJournal],
    }).then((r) => r.json())) as InteractionStatusResponse
    expect(res).toEqual({ memories: {}, comments: {} })
    await app.database.db.execute(sql`delete from user_blocks where blocker_id = ${commenter.id}`)
  })

  it('takes 50 of each, refuses 51 of either with 422, and a visitor with 401', async () => {
    const res = await interactionStatus(reader.browser, { shareable_links: links, comment_ids: commentIds })
    expect(res.statusCode).toBe(200)
    const body = res.json() as InteractionStatusResponse
    expect(Object.keys(body.memories)).toHaveLength(50)
    expect(Object.keys(body.comments)).toHaveLength(50)
    expect(
      (await interactionStatus(reader.browser, { shareable_links: [...links, 'one-more'] })).statusCode,
    ).toBe(422)
    expect((await interactionStatus(reader.browser, { comment_ids: [...commentIds, 1] })).statusCode).toBe(
      422,
    )
    expect((await interactionStatus(reader.browser, { comment_ids: ['x'] })).statusCode).toBe(422)
    expect((await interactionStatus(visitor, { shareable_links: links })).statusCode).toBe(401)
  })

  it('reads one item and fifty of each in one statement', async () => {
    const one = await statementsOf(app, () =>
      interactionStatus(reader.browser, {
        shareable_links: links.slice(0, 1),
        comment_ids: commentIds.slice(0, 1),
      }),
    )
    const fifty = await statementsOf(app, () =>
      interactionStatus(reader.browser, { shareable_links: links, comment_ids: commentIds }),
    )
    // The memories you may read with your state on them and the comments you may see on them, together.
    expect(fifty.execute).toBe(1)
    expect(fifty).toEqual(one)
  })
})
