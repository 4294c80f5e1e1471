import { describe, expect, it } from 'vitest'
import {
  COMMENTS_CONNECTIONS_MESSAGE,
  COMMENTS_OFF_MESSAGE,
  COMMENT_PATHS,
  type CommentList,
} from '@kindred/contract/comments'
import { MEMORY_PATHS, type CommentsPolicy, type Memory } from '@kindred/contract/memories'
import {
  block,
  buildCommentsApp,
  comment,
  commentsOf,
  connect,
  mute,
  unblock,
} from '../../../test/comment-fixtures'
import { person, share } from '../../../test/memory-fixtures'
import { TestBrowser } from '../../../test/test-browser'

const { app, mailbox } = await buildCommentsApp()
const author = await person(app, mailbox)
const friend = await person(app, mailbox)
const stranger = await person(app, mailbox)
const blocked = await person(app, mailbox)
const visitor = new TestBrowser(app)
await connect(app, author.id, friend.id)
await block(app, author.id, blocked.id)

type Who = 'author' | 'friend' | 'stranger' | 'blocked' | 'visitor'
const browsers: Record<Who, TestBrowser> = {
  author: author.browser,
  friend: friend.browser,
  stranger: stranger.browser,
  blocked: blocked.browser,
  visitor,
}

const post = (browser: TestBrowser, link: string, body = 'Thinking of you.', parent_id?: string) =>
  browser.post(COMMENT_PATHS.create, { shareable_link: link, body, parent_id })
const countOf = async (memory: Memory) =>
  ((await author.browser.get(MEMORY_PATHS.details(memory.hash_id))).json() as Memory).counts.comments
const bodiesOf = (list: CommentList) => list.results.flatMap((c) => [c.body, ...c.replies.map((r) => r.body)])

describe("the memory's comments policy", () => {
  // What each person gets when commenting: 201, or the refusal's status and code.
  const matrix: [CommentsPolicy, Partial<Memory>, Record<Who, number | string>][] = [
    ['everyone', {}, { author: 201, friend: 201, stranger: 201, blocked: 404, visitor: 401 }],
    [
      'connections',
      {},
      { author: 201, friend: 201, stranger: 'COMMENTS_CONNECTIONS_ONLY', blocked: 404, visitor: 401 },
    ],
    [
      'off',
      {},
      {
        author: 'COMMENTS_OFF',
        friend: 'COMMENTS_OFF',
        stranger: 'COMMENTS_OFF',
        blocked: 404,
        visitor: 401,
      },
    ],
    [
      'connections',
      { visibility: 'connections' },
      { author: 201, friend: 201, stranger: 404, blocked: 404, visitor: 401 },
    ],
    // Letting a connection in would tell them the anonymous author is one of their connections; and
    // the person the author blocked is answered as anyone else, or the answer would say whose it is
    // (decision 036).
    [
      'connections',
      { anonymous: true },
      {
        author: 201,
        friend: 'COMMENTS_CONNECTIONS_ONLY',
        stranger: 'COMMENTS_CONNECTIONS_ONLY',
        blocked: 'COMMENTS_CONNECTIONS_ONLY',
        visitor: 401,
      },
    ],
    [
      'everyone',
      { anonymous: true },
      { author: 201, friend: 201, stranger: 201, blocked: 201, visitor: 401 },
    ],
  ]

  for (const [policy, extra, expected] of matrix) {
    it(`${policy} on a memory ${JSON.stringify(extra)}: ${JSON.stringify(expected)}`, async () => {
      const memory = await share(author.browser, { comments_policy: policy, ...extra })
      let stored = 0
      for (const [who, outcome] of Object.entries(expected) as [Who, number | string][]) {
        const res = await post(browsers[who], memory.shareable_link, `From ${who}.`)
        if (typeof outcome === 'number') {
          expect(res.statusCode, who).toBe(outcome)
          if (outcome === 201) stored++
        } else {
          expect(res.statusCode, who).toBe(403)
          expect(res.json(), who).toMatchObject({
            code: outcome,
            message: outcome === 'COMMENTS_OFF' ? COMMENTS_OFF_MESSAGE : COMMENTS_CONNECTIONS_MESSAGE,
          })
        }
      }
      expect(await countOf(memory)).toBe(stored)
    })
  }

  it('lets everyone who may read the memory read its comments, whatever the policy', async () => {
    const memory = await share(author.browser, { comments_policy: 'connections' })
    await comment(friend.browser, memory.shareable_link, 'Here for you.')
    for (const who of ['author', 'friend', 'stranger', 'visitor'] as const)
      expect((await commentsOf(browsers[who], memory.shareable_link)).total, who).toBe(1)
    expect((await blocked.browser.get(COMMENT_PATHS.list(memory.shareable_link, 1))).statusCode).toBe(404)
  })

  it('turned off later stops edits too, but a person can still delete their own', async () => {
    const memory = await share(author.browser)
    const posted = await comment(stranger.browser, memory.shareable_link, 'Before the change.')
    const changed = await author.browser.patch(MEMORY_PATHS.edit(memory.hash_id), { comments_policy: 'off' })
    expect(changed.statusCode).toBe(200)
    const edit = await stranger.browser.patch(COMMENT_PATHS.one(posted.id), { body: 'After.' })
    expect(edit.statusCode).toBe(403)
    expect(edit.json().message).toBe(COMMENTS_OFF_MESSAGE)
    expect((await commentsOf(visitor, memory.shareable_link)).results[0]!.body).toBe('Before the change.')
    expect((await stranger.browser.delete(COMMENT_PATHS.one(posted.id))).statusCode).toBe(204)
  })
})

describe('blocking', () => {
  it('hides each one’s comments and replies from the other, both ways, and not from anyone else', async () => {
    const a = await person(app, mailbox)
    const b = await person(app, mailbox)
    const memory = await share(author.browser)
    const fromA = await comment(a.browser, memory.shareable_link, 'A speaks.')
    await comment(b.browser, memory.shareable_link, 'B answers A.', fromA.id)
    const fromB = await comment(b.browser, memory.shareable_link, 'B speaks.')
    await comment(a.browser, memory.shareable_link, 'A answers B.', fromB.id)
    await comment(stranger.browser, memory.shareable_link, 'Stranger answers A.', fromA.id)

    await block(app, a.id, b.id)
    expect(bodiesOf(await commentsOf(a.browser, memory.shareable_link))).toEqual([
      'A speaks.',
      'Stranger answers A.',
    ])
    expect(bodiesOf(await commentsOf(b.browser, memory.shareable_link))).toEqual(['B speaks.'])
    expect(bodiesOf(await commentsOf(stranger.browser, memory.shareable_link))).toHaveLength(5)
    // The total is the memory's count: what it says everywhere, whoever reads.
    expect((await commentsOf(a.browser, memory.shareable_link)).total).toBe(5)

    // Neither can reach the other's comments: replying is a 404, as is a moderator's delete across it.
    expect((await post(a.browser, memory.shareable_link, 'Reply?', fromB.id)).statusCode).toBe(404)
    expect((await post(b.browser, memory.shareable_link, 'Reply?', fromA.id)).statusCode).toBe(404)
    await unblock(app, a.id, b.id)
    await block(app, b.id, a.id)
    expect(bodiesOf(await commentsOf(a.browser, memory.shareable_link))).toEqual([
      'A speaks.',
      'Stranger answers A.',
    ])
    expect((await post(a.browser, memory.shareable_link, 'Reply?', fromB.id)).statusCode).toBe(404)
    expect(await countOf(memory)).toBe(5)
  })

  it('keeps a moderator from deleting across it', async () => {
    const moderator = await person(app, mailbox, 'moderator')
    const memory = await share(author.browser)
    const posted = await comment(stranger.browser, memory.shareable_link, 'Rude words.')
    await block(app, stranger.id, moderator.id)
    expect((await moderator.browser.delete(COMMENT_PATHS.one(posted.id))).statusCode).toBe(404)
    await unblock(app, stranger.id, moderator.id)
    expect((await moderator.browser.delete(COMMENT_PATHS.one(posted.id))).statusCode).toBe(204)
  })

  it('by the memory’s author, either way, makes the memory and its comments a 404', async () => {
    const memory = await share(author.browser)
    const posted = await comment(stranger.browser, memory.shareable_link, 'Before the block.')
    await block(app, stranger.id, author.id)
    expect((await stranger.browser.get(COMMENT_PATHS.list(memory.shareable_link, 1))).statusCode).toBe(404)
    expect((await post(stranger.browser, memory.shareable_link)).statusCode).toBe(404)
    expect((await stranger.browser.patch(COMMENT_PATHS.one(posted.id), { body: 'After.' })).statusCode).toBe(
      404,
    )
    // The author no longer sees the comment; the words stay theirs to take back.
    expect(bodiesOf(await commentsOf(author.browser, memory.shareable_link))).toEqual([])
    expect(bodiesOf(await commentsOf(friend.browser, memory.shareable_link))).toEqual(['Before the block.'])
    expect((await stranger.browser.delete(COMMENT_PATHS.one(posted.id))).statusCode).toBe(204)
    await unblock(app, stranger.id, author.id)
  })

  it('hides a deleted comment whose only replies are by someone blocked', async () => {
    const a = await person(app, mailbox)
    const b = await person(app, mailbox)
    const memory = await share(author.browser)
    const top = await comment(stranger.browser, memory.shareable_link, 'Soon deleted.')
    await comment(b.browser, memory.shareable_link, 'A reply by B.', top.id)
    await stranger.browser.delete(COMMENT_PATHS.one(top.id))
    await block(app, a.id, b.id)
    expect((await commentsOf(a.browser, memory.shareable_link)).results).toEqual([])
    expect((await commentsOf(visitor, memory.shareable_link)).results).toHaveLength(1)
  })
})

describe('muting', () => {
  it("hides the muted person's comments from the one who muted, and from nobody else", async () => {
    const muter = await person(app, mailbox)
    const muted = await person(app, mailbox)
    const memory = await share(author.browser)
    const top = await comment(muted.browser, memory.shareable_link, 'Muted speaks.')
    await comment(muter.browser, memory.shareable_link, 'Muter answers.', top.id)
    await comment(muter.browser, memory.shareable_link, 'Muter speaks.')
    const other = await comment(stranger.browser, memory.shareable_link, 'Stranger speaks.')
    await comment(muted.browser, memory.shareable_link, 'Muted answers.', other.id)
    await mute(app, muter.id, muted.id)

    expect(bodiesOf(await commentsOf(muter.browser, memory.shareable_link))).toEqual([
      'Stranger speaks.',
      'Muter speaks.',
    ])
    expect(bodiesOf(await commentsOf(muted.browser, memory.shareable_link))).toHaveLength(5)
    expect(bodiesOf(await commentsOf(stranger.browser, memory.shareable_link))).toHaveLength(5)
    expect(bodiesOf(await commentsOf(visitor, memory.shareable_link))).toHaveLength(5)
  })

  it('never hides the anonymous author’s comments on their memory (that would name them)', async () => {
    const muter = await person(app, mailbox)
    await mute(app, muter.id, author.id)
    const memory = await share(author.browser, { anonymous: true })
    await comment(author.browser, memory.shareable_link, 'The author, anonymously.')
    const named = await share(author.browser)
    await comment(author.browser, named.shareable_link, 'The author, by name.')
    expect(bodiesOf(await commentsOf(muter.browser, memory.shareable_link))).toEqual([
      'The author, anonymously.',
    ])
    expect(bodiesOf(await commentsOf(muter.browser, named.shareable_link))).toEqual([])
  })
})
