import { describe, expect, it } from 'vitest'
import { COMMENT_PATHS, type CommentAbilities, type CommentWithReplies } from '@kindred/contract/comments'
import { MEMORY_PATHS } from '@kindred/contract/memories'
import type { CreateMemoryBody } from '@kindred/contract/memories-writing'
import { buildCommentsApp, comment, commentsOf, connect } from '../../../test/comment-fixtures'
import { person, share } from '../../../test/memory-fixtures'
import { TestBrowser } from '../../../test/test-browser'

// What each reader may do with each comment, as the answers carry it (decision 078): by the kind of
// reader only (a visitor, anyone signed in, moderators included, the comment's writer), read in
// every order so a page shared between readers of one kind (decision 045) never carries another
// kind's.

const { app, mailbox } = await buildCommentsApp()
const author = await person(app, mailbox)
const writer = await person(app, mailbox)
const stranger = await person(app, mailbox)
const friend = await person(app, mailbox)
const moderator = await person(app, mailbox, 'moderator')
const visitor = new TestBrowser(app)
await connect(app, author.id, friend.id)

const READERS = { visitor, stranger: stranger.browser, moderator: moderator.browser, friend: friend.browser }

const may = (...granted: (keyof CommentAbilities)[]): CommentAbilities => ({
  edit: granted.includes('edit'),
  delete: granted.includes('delete'),
  reply: granted.includes('reply'),
  love: granted.includes('love'),
  report: granted.includes('report'),
})
const NOTHING = may()

/** Each comment's and reply's abilities on the memory's first page, by its text. */
async function abilitiesOn(browser: TestBrowser, link: string) {
  const flat = (c: Omit<CommentWithReplies, 'replies'>) => [c.deleted ? '(deleted)' : c.body, c.abilities]
  const list = await commentsOf(browser, link)
  return Object.fromEntries(list.results.flatMap((c) => [flat(c), ...c.replies.map(flat)]))
}

/** A memory with the writer's comment, the author's reply to it, and a deleted comment kept for a reply. */
async function commentedMemory(memory: Partial<CreateMemoryBody> = {}) {
  const shared = await share(author.browser, memory)
  const link = shared.shareable_link
  const theirs = await comment(writer.browser, link, 'The writer’s comment.')
  await comment(author.browser, link, 'The author’s reply.', theirs.id)
  const gone = await comment(writer.browser, link, 'Soon deleted.')
  await comment(stranger.browser, link, 'A stranger’s reply.', gone.id)
  expect((await writer.browser.delete(COMMENT_PATHS.one(gone.id))).statusCode).toBe(204)
  return shared
}

describe('the abilities on each comment of a public memory open to everyone', () => {
  it('are by the kind of reader, whoever read the shared page first', async () => {
    const { shareable_link: link } = await commentedMemory()
    const others = {
      'The writer’s comment.': may('reply', 'love', 'report'),
      'The author’s reply.': may('love', 'report'),
      '(deleted)': NOTHING,
      'A stranger’s reply.': may('love', 'report'),
    }
    const everyone = {
      visitor: {
        'The writer’s comment.': NOTHING,
        'The author’s reply.': NOTHING,
        '(deleted)': NOTHING,
        'A stranger’s reply.': NOTHING,
      },
      stranger: { ...others, 'A stranger’s reply.': may('edit', 'delete') },
      // A moderator removes others' words from the queue (SPEC §10): here they read as anyone.
      moderator: others,
      friend: others,
      writer: { ...others, 'The writer’s comment.': may('edit', 'delete', 'reply') },
      author: { ...others, 'The author’s reply.': may('edit', 'delete') },
    }
    const browsers = { ...READERS, writer: writer.browser, author: author.browser }
    // Twice round, in both orders: the shared copies are filled by one kind and read by the other.
    for (const order of [Object.keys(browsers), Object.keys(browsers).reverse(), Object.keys(browsers)])
      for (const name of order as (keyof typeof browsers)[])
        expect(await abilitiesOn(browsers[name], link), name).toEqual(everyone[name])
  })
})

describe('the abilities follow the memory’s comments policy (SPEC §6)', () => {
  it('turned off: nobody replies, the writer deletes but no longer edits', async () => {
    const memory = await commentedMemory()
    const res = await author.browser.patch(MEMORY_PATHS.edit(memory.hash_id), { comments_policy: 'off' })
    expect(res.statusCode, res.body).toBe(200)
    const link = memory.shareable_link
    expect((await abilitiesOn(writer.browser, link))['The writer’s comment.']).toEqual(may('delete'))
    expect((await abilitiesOn(author.browser, link))['The writer’s comment.']).toEqual(may('love', 'report'))
    expect((await abilitiesOn(stranger.browser, link))['The writer’s comment.']).toEqual(
      may('love', 'report'),
    )
  })

  it('for connections on a named memory: the same for every member, connected or not (checked on posting)', async () => {
    const { shareable_link: link } = await share(author.browser, { comments_policy: 'connections' })
    await comment(friend.browser, link, 'From a friend.')
    const expected = may('reply', 'love', 'report')
    for (const reader of [stranger.browser, moderator.browser, writer.browser])
      expect((await abilitiesOn(reader, link))['From a friend.']).toEqual(expected)
    expect((await abilitiesOn(visitor, link))['From a friend.']).toEqual(NOTHING)
  })

  it('for connections on an anonymous memory: only its author may reply, the same whoever else reads', async () => {
    const { shareable_link: link } = await share(author.browser, {
      comments_policy: 'connections',
      anonymous: true,
    })
    await comment(author.browser, link, 'The author, unnamed.')
    for (const reader of [stranger.browser, friend.browser, moderator.browser])
      expect((await abilitiesOn(reader, link))['The author, unnamed.']).toEqual(may('love', 'report'))
    expect((await abilitiesOn(author.browser, link))['The author, unnamed.']).toEqual(
      may('edit', 'delete', 'reply'),
    )
  })
})

describe('a comment as posting and editing answer it', () => {
  it('carries what its writer may do with it', async () => {
    const { shareable_link: link } = await share(author.browser)
    const posted = await comment(writer.browser, link, 'Mine.')
    expect(posted.abilities).toEqual(may('edit', 'delete', 'reply'))
    const reply = await comment(writer.browser, link, 'My reply.', posted.id)
    expect(reply.abilities).toEqual(may('edit', 'delete'))
    const edited = await writer.browser.patch(COMMENT_PATHS.one(reply.id), { body: 'Changed.' })
    expect(edited.json().abilities).toEqual(may('edit', 'delete'))
  })
})
