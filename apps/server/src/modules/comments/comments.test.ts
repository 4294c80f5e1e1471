import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  COMMENT_PATHS,
  REPLY_DEPTH_MESSAGE,
  type Comment,
  type CommentList,
} from '@kindred/contract/comments'
import { MEMORY_PATHS, type Memory } from '@kindred/contract/memories'
import { comments, users } from '../../db/schema'
import { buildCommentsApp, comment, commentsOf } from '../../../test/comment-fixtures'
import { person, share } from '../../../test/memory-fixtures'
import { TestBrowser } from '../../../test/test-browser'
import { statementsOf } from '../../../test/interaction-fixtures'

const { app, mailbox, clock } = await buildCommentsApp()
const author = await person(app, mailbox)
const reader = await person(app, mailbox)
const other = await person(app, mailbox)
const visitor = new TestBrowser(app)
const { db } = app.database

const countOf = async (memory: Memory) =>
  ((await visitor.get(MEMORY_PATHS.details(memory.hash_id))).json() as Memory).counts.comments

describe('a comment', () => {
  it('is posted: 201 with the comment, then listed for everyone and counted on the memory', async () => {
    const memory = await share(author.browser, { content_warnings: ['death-loss'] })
    clock.advance(1000)
    const res = await reader.browser.post(COMMENT_PATHS.create, {
      shareable_link: memory.shareable_link,
      body: '  I remember mornings like that.\nThank you.  ',
      anonymous: false,
    })
    expect(res.statusCode).toBe(201)
    const posted = res.json() as Comment
    expect(posted).toEqual({
      id: expect.stringMatching(/^\d+$/),
      subject: { kind: 'memory', shareable_link: memory.shareable_link },
      memory_shareable_link: memory.shareable_link,
      parent_id: null,
      body: 'I remember mornings like that.\nThank you.',
      author: { public_id: reader.publicId, display_name: reader.displayName },
      anonymous: false,
      is_memory_author: false,
      content_warnings: memory.content_warnings,
      created_at: clock.now().toISOString(),
      edited_at: null,
      deleted: false,
      counts: { love: 0 },
      is_mine: true,
      moderation: null,
      abilities: { edit: true, delete: true, reply: true, love: false, report: false },
    })
    expect(posted.content_warnings).toContain('death-loss')
    const list = await commentsOf(visitor, memory.shareable_link)
    const nothing = { edit: false, delete: false, reply: false, love: false, report: false }
    expect(list).toEqual({
      results: [{ ...posted, is_mine: false, abilities: nothing, replies: [] }],
      total: 1,
      page: 1,
      limit: 10,
      has_next: false,
    })
    expect((await commentsOf(reader.browser, memory.shareable_link)).results[0]!.is_mine).toBe(true)
    expect(await countOf(memory)).toBe(1)
  })

  it('is marked as the memory author’s when the author comments under their name', async () => {
    const memory = await share(author.browser)
    const posted = await comment(author.browser, memory.shareable_link, 'Thank you all for reading.')
    expect(posted).toMatchObject({
      author: { public_id: author.publicId },
      is_memory_author: true,
      is_mine: true,
    })
  })

  it('posted twice in a row (a double click) is stored once and answered the same', async () => {
    const memory = await share(author.browser)
    const first = await comment(reader.browser, memory.shareable_link, 'Sending strength.')
    const second = await comment(reader.browser, memory.shareable_link, 'Sending strength.')
    expect(second).toEqual(first)
    const [third, fourth] = await Promise.all(
      [1, 2].map(() => comment(reader.browser, memory.shareable_link, 'Sending love.')),
    )
    expect(third!.id).toBe(fourth!.id)
    expect(await countOf(memory)).toBe(2)
    clock.advance(11 * 60_000)
    const later = await comment(reader.browser, memory.shareable_link, 'Sending strength.')
    expect(later.id).not.toBe(first.id)
    expect(await countOf(memory)).toBe(3)
  })

  it('is edited by its author: new text and edited_at; anyone else gets a 404 and nothing changes', async () => {
    const memory = await share(author.browser)
    const posted = await comment(reader.browser, memory.shareable_link, 'First thought.')
    clock.advance(5000)
    const edited = await reader.browser.patch(COMMENT_PATHS.one(posted.id), { body: ' Second thought. ' })
    expect(edited.statusCode).toBe(200)
    expect(edited.json()).toEqual({
      ...posted,
      body: 'Second thought.',
      edited_at: clock.now().toISOString(),
    })

    for (const browser of [other.browser, author.browser]) {
      const res = await browser.patch(COMMENT_PATHS.one(posted.id), { body: 'Hijacked.' })
      expect(res.statusCode).toBe(404)
    }
    expect((await visitor.patch(COMMENT_PATHS.one(posted.id), { body: 'Hijacked.' })).statusCode).toBe(401)
    expect((await reader.browser.patch(COMMENT_PATHS.one('999999'), { body: 'Nothing.' })).statusCode).toBe(
      404,
    )
    expect((await commentsOf(visitor, memory.shareable_link)).results[0]!.body).toBe('Second thought.')
  })

  it('is deleted by its author: 204, gone from the list and the count; deleting again is 204', async () => {
    const memory = await share(author.browser)
    const posted = await comment(reader.browser, memory.shareable_link, 'Not sure I should have said this.')
    expect((await other.browser.delete(COMMENT_PATHS.one(posted.id))).statusCode).toBe(404)
    expect((await author.browser.delete(COMMENT_PATHS.one(posted.id))).statusCode).toBe(404)
    expect(await countOf(memory)).toBe(1)
    expect((await reader.browser.delete(COMMENT_PATHS.one(posted.id))).statusCode).toBe(204)
    expect((await commentsOf(visitor, memory.shareable_link)).results).toEqual([])
    expect(await countOf(memory)).toBe(0)
    expect((await reader.browser.delete(COMMENT_PATHS.one(posted.id))).statusCode).toBe(204)
    expect((await reader.browser.patch(COMMENT_PATHS.one(posted.id), { body: 'Back?' })).statusCode).toBe(404)
  })

  it('on a memory nobody may read (private, or missing) is a 404, for reading and writing', async () => {
    const journal = await share(author.browser, { visibility: 'private' })
    for (const link of [journal.shareable_link, 'no-such-memory-x1']) {
      expect((await reader.browser.get(COMMENT_PATHS.list(link, 1))).statusCode).toBe(404)
      expect((await visitor.get(COMMENT_PATHS.list(link, 1))).statusCode).toBe(404)
      const res = await reader.browser.post(COMMENT_PATHS.create, { shareable_link: link, body: 'Hello?' })
      expect(res.statusCode).toBe(404)
    }
    // Its author keeps notes on it.
    await comment(author.browser, journal.shareable_link, 'A note to myself.')
    expect((await commentsOf(author.browser, journal.shareable_link)).total).toBe(1)
  })
})

describe('the API description', () => {
  it('describes the four calls from the contract schemas', async () => {
    const spec = (await visitor.get('/api/docs/json')).json()
    const list = spec.paths['/api/v1/comments/list/{shareableLink}/10/{page}'].get
    expect(list.responses['200'].content['application/json'].schema.properties).toHaveProperty('total')
    const create = spec.paths['/api/v1/comments/'].post
    expect(create.requestBody.content['application/json'].schema.properties).toHaveProperty('parent_id')
    expect(Object.keys(spec.paths['/api/v1/comments/{id}/'])).toEqual(
      expect.arrayContaining(['patch', 'delete']),
    )
  })
})

describe('the list', () => {
  it('pages top-level comments newest first, ten a page, has_next from the eleventh', async () => {
    const memory = await share(author.browser)
    const posted: Comment[] = []
    for (let i = 1; i <= 11; i++)
      posted.push(await comment(reader.browser, memory.shareable_link, `Comment ${i}`))
    const first = await commentsOf(visitor, memory.shareable_link, 1)
    expect(first.results.map((c) => c.body)).toEqual(
      posted
        .slice(1)
        .reverse()
        .map((c) => c.body),
    )
    expect(first).toMatchObject({ page: 1, total: 11, has_next: true })
    const second = await commentsOf(visitor, memory.shareable_link, 2)
    expect(second.results.map((c) => c.id)).toEqual([posted[0]!.id])
    expect(second).toMatchObject({ page: 2, total: 11, has_next: false })
    expect((await commentsOf(visitor, memory.shareable_link, 3)).results).toEqual([])
  })

  it('carries every reply under its comment, oldest first, and counts replies in the total', async () => {
    const memory = await share(author.browser)
    const top = await comment(reader.browser, memory.shareable_link, 'Top comment.')
    const lone = await comment(other.browser, memory.shareable_link, 'Another one.')
    const replies: Comment[] = []
    for (let i = 1; i <= 12; i++) {
      const browser = i % 2 ? author.browser : other.browser
      replies.push(await comment(browser, memory.shareable_link, `Reply ${i}`, top.id))
    }
    const list = await commentsOf(visitor, memory.shareable_link)
    expect(list.total).toBe(14)
    expect(list.results.map((c) => c.id)).toEqual([lone.id, top.id])
    expect(list.results[0]!.replies).toEqual([])
    expect(list.results[1]!.replies.map((r) => r.id)).toEqual(replies.map((r) => r.id))
    expect(list.results[1]!.replies[0]).toMatchObject({ parent_id: top.id, is_memory_author: true })
    expect(await countOf(memory)).toBe(14)
  })

  it('reads the memory and a page with all its replies in two statements, whatever their number', async () => {
    const memory = await share(author.browser)
    for (let i = 1; i <= 12; i++) {
      const top = await comment(reader.browser, memory.shareable_link, `Thread ${i}`)
      await comment(other.browser, memory.shareable_link, `Answer ${i}`, top.id)
    }
    // Counted as the other statement-count tests count (shaped statements included).
    for (const page of [1, 2]) {
      let listed = 0
      const { execute, select } = await statementsOf(app, async () => {
        listed = (await commentsOf(visitor, memory.shareable_link, page)).results.length
      })
      expect(listed).toBe(page === 1 ? 10 : 2)
      expect(execute + select).toBe(2)
    }
  })
})

describe('replies', () => {
  it('go one level deep: a reply to a reply is a 422 on parent_id, and nothing is stored', async () => {
    const memory = await share(author.browser)
    const top = await comment(reader.browser, memory.shareable_link, 'Top.')
    const reply = await comment(other.browser, memory.shareable_link, 'Reply.', top.id)
    const res = await reader.browser.post(COMMENT_PATHS.create, {
      shareable_link: memory.shareable_link,
      body: 'Reply to the reply.',
      parent_id: reply.id,
    })
    expect(res.statusCode).toBe(422)
    expect(res.json().fields).toEqual([{ path: 'body.parent_id', message: REPLY_DEPTH_MESSAGE }])
    expect(await countOf(memory)).toBe(2)
  })

  it('need a live comment of the same memory: another memory’s, a deleted or a missing one is a 404', async () => {
    const memory = await share(author.browser)
    const elsewhere = await share(author.browser)
    const theirs = await comment(reader.browser, elsewhere.shareable_link, 'Elsewhere.')
    const gone = await comment(reader.browser, memory.shareable_link, 'Soon gone.')
    await reader.browser.delete(COMMENT_PATHS.one(gone.id))
    for (const parent_id of [theirs.id, gone.id, '999999']) {
      const res = await other.browser.post(COMMENT_PATHS.create, {
        shareable_link: memory.shareable_link,
        body: 'A reply.',
        parent_id,
      })
      expect(res.statusCode, parent_id).toBe(404)
    }
    expect(await countOf(memory)).toBe(0)
  })

  it('keep their place when their comment is deleted: it stays empty and uncounted until they go', async () => {
    const memory = await share(author.browser)
    const top = await comment(reader.browser, memory.shareable_link, 'Something painful.')
    const first = await comment(other.browser, memory.shareable_link, 'Hugs.', top.id)
    const second = await comment(author.browser, memory.shareable_link, 'Thank you.', top.id)
    expect(await countOf(memory)).toBe(3)

    expect((await reader.browser.delete(COMMENT_PATHS.one(top.id))).statusCode).toBe(204)
    const list = await commentsOf(other.browser, memory.shareable_link)
    expect(list.total).toBe(2)
    expect(list.results).toHaveLength(1)
    expect(list.results[0]).toMatchObject({
      id: top.id,
      deleted: true,
      body: '',
      author: null,
      is_mine: false,
      is_memory_author: false,
    })
    expect(list.results[0]!.replies.map((r) => r.body)).toEqual(['Hugs.', 'Thank you.'])
    expect(JSON.stringify(list)).not.toContain('Something painful.')
    expect(JSON.stringify(list)).not.toContain(reader.publicId)
    expect(await countOf(memory)).toBe(2)
    // Deleted already: the same answer, and no edits or replies to it.
    expect((await reader.browser.delete(COMMENT_PATHS.one(top.id))).statusCode).toBe(204)
    expect((await reader.browser.patch(COMMENT_PATHS.one(top.id), { body: 'Back.' })).statusCode).toBe(404)
    const reply = await other.browser.post(COMMENT_PATHS.create, {
      shareable_link: memory.shareable_link,
      body: 'Late.',
      parent_id: top.id,
    })
    expect(reply.statusCode).toBe(404)

    await other.browser.delete(COMMENT_PATHS.one(first.id))
    expect((await commentsOf(visitor, memory.shareable_link)).results).toHaveLength(1)
    await author.browser.delete(COMMENT_PATHS.one(second.id))
    expect((await commentsOf(visitor, memory.shareable_link)).results).toEqual([])
    expect(await db.$count(comments, eq(comments.id, Number(top.id)))).toBe(0)
    expect(await countOf(memory)).toBe(0)
  })
})

describe('moderators', () => {
  it('may delete any comment they can read; the author’s own rules are unchanged', async () => {
    const moderator = await person(app, mailbox, 'moderator')
    const memory = await share(author.browser)
    const posted = await comment(reader.browser, memory.shareable_link, 'Something against the rules.')
    expect(
      (await moderator.browser.patch(COMMENT_PATHS.one(posted.id), { body: 'Edited.' })).statusCode,
    ).toBe(404)
    expect((await moderator.browser.delete(COMMENT_PATHS.one(posted.id))).statusCode).toBe(204)
    expect(await countOf(memory)).toBe(0)
    const journal = await share(author.browser, { visibility: 'private' })
    const note = await comment(author.browser, journal.shareable_link, 'Private note.')
    expect((await moderator.browser.delete(COMMENT_PATHS.one(note.id))).statusCode).toBe(404)
  })
})

describe('an anonymous memory', () => {
  it('never names its author on their comments, to anyone, in any answer', async () => {
    const memory = await share(author.browser, { anonymous: true })
    const res = await author.browser.post(COMMENT_PATHS.create, {
      shareable_link: memory.shareable_link,
      body: 'Thank you for reading this.',
    })
    expect(res.statusCode).toBe(201)
    const posted = res.json() as Comment
    expect(posted).toMatchObject({ author: null, is_memory_author: true, is_mine: true })
    const edited = await author.browser.patch(COMMENT_PATHS.one(posted.id), { body: 'Thank you, truly.' })
    expect(edited.json()).toMatchObject({ author: null, is_memory_author: true, is_mine: true })

    const top = await comment(reader.browser, memory.shareable_link, 'I relate to this.')
    const reply = await comment(author.browser, memory.shareable_link, 'That means a lot.', top.id)
    expect(reply).toMatchObject({ author: null, is_memory_author: true })

    const moderator = await person(app, mailbox, 'moderator')
    for (const browser of [reader.browser, other.browser, visitor, moderator.browser, author.browser]) {
      const res = await browser.get(COMMENT_PATHS.list(memory.shareable_link, 1))
      const [replied, own] = (res.json() as CommentList).results
      expect(own).toMatchObject({ author: null, is_memory_author: true })
      expect(replied!.replies[0]).toMatchObject({ author: null, is_memory_author: true })
      expect(replied!.author).toMatchObject({ public_id: reader.publicId })
      for (const text of [res.body, edited.body, JSON.stringify(reply)]) {
        expect(text).not.toContain(author.publicId)
        expect(text).not.toContain(author.displayName)
      }
    }

    // Nobody else's export holds it; the author's own does.
    for (const someone of [reader, other]) {
      const data = (await someone.browser.get('/api/v1/account/export')).body
      expect(data).not.toContain('Thank you, truly.')
      expect(data).not.toContain('That means a lot.')
    }
    const own = (await author.browser.get('/api/v1/account/export')).json()
    expect(own.comments).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ memory_shareable_link: memory.shareable_link, body: 'Thank you, truly.' }),
        expect.objectContaining({ body: 'That means a lot.', parent_id: top.id }),
      ]),
    )
  })
})

describe('the export', () => {
  it('holds the person’s own live comments with their memory, and nothing of deleted ones', async () => {
    const someone = await person(app, mailbox)
    const memory = await share(author.browser)
    const top = await comment(someone.browser, memory.shareable_link, 'Mine to keep.')
    clock.advance(1000)
    await someone.browser.patch(COMMENT_PATHS.one(top.id), { body: 'Mine to keep, edited.' })
    const reply = await comment(someone.browser, memory.shareable_link, 'Also mine.', top.id)
    const gone = await comment(someone.browser, memory.shareable_link, 'Deleted.')
    await someone.browser.delete(COMMENT_PATHS.one(gone.id))
    await comment(reader.browser, memory.shareable_link, 'Not mine.')
    const data = (await someone.browser.get('/api/v1/account/export')).json()
    expect(data.comments).toEqual([
      {
        id: top.id,
        memory_shareable_link: memory.shareable_link,
        parent_id: null,
        body: 'Mine to keep, edited.',
        anonymous: false,
        created_at: top.created_at,
        edited_at: clock.now().toISOString(),
      },
      {
        id: reply.id,
        memory_shareable_link: memory.shareable_link,
        parent_id: top.id,
        body: 'Also mine.',
        anonymous: false,
        created_at: reply.created_at,
        edited_at: null,
      },
    ])
  })
})

describe('erasing an account', () => {
  it('keeps a commenter’s comment as an empty entry for others’ replies, and drops the rest', async () => {
    const leaving = await person(app, mailbox)
    const memory = await share(author.browser)
    const top = await comment(leaving.browser, memory.shareable_link, 'My story too.')
    const reply = await comment(reader.browser, memory.shareable_link, 'Thank you for saying it.', top.id)
    const alone = await comment(leaving.browser, memory.shareable_link, 'Nobody answered this.')
    const theirReply = await comment(leaving.browser, memory.shareable_link, 'And a reply.', top.id)
    expect(await countOf(memory)).toBe(4)

    await db.delete(users).where(eq(users.id, leaving.id))

    const list = await commentsOf(other.browser, memory.shareable_link)
    expect(list.total).toBe(1)
    expect(list.results).toHaveLength(1)
    expect(list.results[0]).toMatchObject({ id: top.id, deleted: true, body: '', author: null })
    expect(list.results[0]!.replies.map((r) => r.id)).toEqual([reply.id])
    expect(JSON.stringify(list)).not.toContain(leaving.publicId)
    for (const gone of [alone, theirReply])
      expect(await db.$count(comments, eq(comments.id, Number(gone.id)))).toBe(0)
    // Erased behind the server (the real erasure is a request, which empties the visitor cache at
    // once): visitors see the new count once the cache's delay has passed (decision 028).
    clock.advance(app.config.visitorCacheMs)
    expect(await countOf(memory)).toBe(1)
  })
})
