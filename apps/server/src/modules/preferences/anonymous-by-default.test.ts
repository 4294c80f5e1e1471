import { describe, expect, it } from 'vitest'
import { COMMENT_PATHS, type Comment, type CommentList } from '@kindred/contract/comments'
import { CONNECTION_PATHS } from '@kindred/contract/connections'
import { INTERACTION_PATHS, type MeTooPage, type VotersPage } from '@kindred/contract/interactions'
import { MEMORY_PATHS, type Memory } from '@kindred/contract/memories'
import { NOTIFICATION_PATHS, type Notification } from '@kindred/contract/notifications'
import { PREFERENCE_PATHS, type Preferences } from '@kindred/contract/preferences'
import { G, visitor as guideVisitor } from '../../../test/guide-fixtures'
import { BODY, buildMemoriesApp, person } from '../../../test/memory-fixtures'
import { TestBrowser } from '../../../test/test-browser'

// Decision 057: what a person shares starts without their name. A request that leaves `anonymous`
// out follows the person's default — without their name unless they chose "Under my name by
// default" — and a request that says it is obeyed.

const { app, mailbox } = await buildMemoriesApp({}, ['guideCommentsPerIp', 'guideSessionsPerIp'])
const reader = new TestBrowser(app)
const options = (await reader.get(PREFERENCE_PATHS.options)).json() as Preferences
const sharingName = options.categories.find((c) => c.key === 'sharing_name')!
const optionId = (slug: string) => sharingName.options.find((o) => o.slug === slug)!.id

type Person = Awaited<ReturnType<typeof person>>

/** Shares a memory exactly as `extra` says, `anonymous` left out unless given. */
async function shareAs(someone: Person, extra: Record<string, unknown> = {}) {
  const res = await someone.browser.post(MEMORY_PATHS.create, {
    title: 'The porch',
    body: BODY,
    mt: 1,
    ...extra,
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json() as Memory
}
/** What a visitor reads of a memory's author. */
const authorSeen = async (memory: Memory) =>
  ((await reader.get(MEMORY_PATHS.details(memory.hash_id))).json() as Memory).author
/** Gives a me too on `memory`, `anonymous` left out unless given; the author reads who gave it. */
async function meTooAs(giver: Person, author: Person, memory: Memory, extra: Record<string, unknown> = {}) {
  const body = { target: 'memory', shareable_link: memory.shareable_link, reaction: 'me_too', ...extra }
  expect((await giver.browser.post(INTERACTION_PATHS.reaction, body)).statusCode).toBe(201)
  const page = (await author.browser.get(INTERACTION_PATHS.meToos(memory.shareable_link))).json() as MeTooPage
  return page.results[0]!.giver
}
/** Comments on a guide report section, `anonymous` left out unless given; the name it carries. */
async function guideCommentAs(someone: Person, extra: Record<string, unknown> = {}) {
  const { sessionId } = await guideVisitor(app, someone.browser)
  const res = await someone.browser.post(`${G}/comments/`, {
    session_id: sessionId,
    section_slug: 'protective',
    body: 'My grandmother’s kitchen.',
    ...extra,
  })
  expect(res.statusCode, res.body).toBe(201)
  return (res.json() as { author: string | null }).author
}
/** Comments on `memory` (a reply to `parentId`), `anonymous` left out unless given. */
async function commentAs(someone: Person, memory: Memory, extra: Record<string, unknown> = {}) {
  const res = await someone.browser.post(COMMENT_PATHS.create, {
    shareable_link: memory.shareable_link,
    body: 'Thank you for writing this.',
    ...extra,
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json() as Comment
}
/** The comments on `memory` (replies too) as `browser` reads them: who, by public id or "anonymous". */
async function commentersSeenBy(browser: TestBrowser, memory: Memory) {
  const res = await browser.get(COMMENT_PATHS.list(memory.shareable_link, 1))
  return (res.json() as CommentList).results
    .flatMap((c) => [c, ...c.replies])
    .map((c) => (c.anonymous ? 'anonymous' : (c.author?.public_id ?? 'nobody')))
}
const chooseNamed = async (someone: Person, slug: string) =>
  someone.browser.post(PREFERENCE_PATHS.update, { sharing_name: optionId(slug) })

describe('a new member, who never chose', () => {
  it('is offered "Without my name" selected, "Under my name by default" not', async () => {
    const newcomer = await person(app, mailbox)
    const mine = (await newcomer.browser.get(PREFERENCE_PATHS.mine)).json() as Preferences
    const category = mine.categories.find((c) => c.key === 'sharing_name')!
    expect(category.options.map((o) => [o.label, o.selected])).toEqual([
      ['Without my name', true],
      ['Under my name by default', false],
    ])
  })

  it('shares a memory, says me too and comments on the guide without their name when the request does not say', async () => {
    const newcomer = await person(app, mailbox)
    const author = await person(app, mailbox)
    const memory = await shareAs(newcomer)
    expect(memory.anonymous).toBe(true)
    expect(await authorSeen(memory)).toBeNull()
    expect(await meTooAs(newcomer, author, await shareAs(author, { anonymous: false }))).toBeNull()
    expect(await guideCommentAs(newcomer)).toBeNull()
    const comment = await commentAs(newcomer, await shareAs(author, { anonymous: false }))
    expect(comment).toMatchObject({ author: null, anonymous: true, is_mine: true, is_memory_author: false })
  })

  it('is named when the request says so: an explicit choice wins', async () => {
    const newcomer = await person(app, mailbox)
    const author = await person(app, mailbox)
    const memory = await shareAs(newcomer, { anonymous: false })
    expect(await authorSeen(memory)).toMatchObject({ public_id: newcomer.publicId })
    const giver = await meTooAs(newcomer, author, await shareAs(author), { anonymous: false })
    expect(giver).toMatchObject({ public_id: newcomer.publicId })
    expect(await guideCommentAs(newcomer, { anonymous: false })).toBe(newcomer.displayName)
    const comment = await commentAs(newcomer, await shareAs(author), { anonymous: false })
    expect(comment).toMatchObject({ author: { public_id: newcomer.publicId }, anonymous: false })
  })

  it('shares a memory for their connections under their name, the one way it can be shared', async () => {
    const newcomer = await person(app, mailbox)
    const memory = await shareAs(newcomer, { visibility: 'connections' })
    expect(memory).toMatchObject({ visibility: 'connections', anonymous: false })
  })

  it('is not listed among the voters of a memory, and the vote still counts', async () => {
    const newcomer = await person(app, mailbox)
    const author = await person(app, mailbox)
    const memory = await shareAs(author)
    expect(
      (await newcomer.browser.post(INTERACTION_PATHS.vote, { shareable_link: memory.shareable_link }))
        .statusCode,
    ).toBe(201)
    const voters = async () =>
      (
        await reader.get(`${INTERACTION_PATHS.voters}?shareable_link=${memory.shareable_link}`)
      ).json() as VotersPage
    expect(await voters()).toMatchObject({ results: [], total: 1 })
    expect((await newcomer.browser.get(CONNECTION_PATHS.settings)).json()).toMatchObject({
      listed_as_voter: false,
    })
    // Listed once they say so.
    await newcomer.browser.patch(CONNECTION_PATHS.settings, { listed_as_voter: true })
    expect((await voters()).results).toEqual([
      { public_id: newcomer.publicId, display_name: newcomer.displayName },
    ])
  })
})

describe('someone who chose "Under my name by default"', () => {
  it('shares, says me too and comments under their name when the request does not say, and without it when it does', async () => {
    const named = await person(app, mailbox)
    const author = await person(app, mailbox)
    const saved = await chooseNamed(named, 'under-my-name')
    expect(saved.statusCode).toBe(200)
    expect((await named.browser.get(PREFERENCE_PATHS.mine)).json()).toEqual(saved.json())

    expect(await authorSeen(await shareAs(named))).toMatchObject({ public_id: named.publicId })
    expect(await meTooAs(named, author, await shareAs(author))).toMatchObject({ public_id: named.publicId })
    expect(await guideCommentAs(named)).toBe(named.displayName)
    expect((await commentAs(named, await shareAs(author))).author).toMatchObject({
      public_id: named.publicId,
    })

    expect(await authorSeen(await shareAs(named, { anonymous: true }))).toBeNull()
    expect(await meTooAs(named, author, await shareAs(author), { anonymous: true })).toBeNull()
    expect(await guideCommentAs(named, { anonymous: true })).toBeNull()
    expect((await commentAs(named, await shareAs(author), { anonymous: true })).author).toBeNull()

    // And back: without their name again.
    expect((await chooseNamed(named, 'without-my-name')).statusCode).toBe(200)
    expect(await authorSeen(await shareAs(named))).toBeNull()
  })
})

describe('a comment without the name (decision 036: unnamed acts are relation-blind)', () => {
  it('names nobody to anyone, its author alone knowing it is theirs, and the author of the memory is told by nobody', async () => {
    const author = await person(app, mailbox)
    const commenter = await person(app, mailbox)
    const memory = await shareAs(author, { anonymous: false })
    const posted = await commentAs(commenter, memory)
    await commentAs(author, memory, { parent_id: posted.id })
    expect(await commentersSeenBy(reader, memory)).toEqual(['anonymous', 'anonymous'])
    const page = await reader.get(COMMENT_PATHS.list(memory.shareable_link, 1))
    expect(page.body).not.toContain(commenter.publicId)
    expect(page.body).not.toContain(author.publicId)
    const mine = (
      await commenter.browser.get(COMMENT_PATHS.list(memory.shareable_link, 1))
    ).json() as CommentList
    expect(mine.results[0]).toMatchObject({ is_mine: true, author: null, anonymous: true })
    const told = (await author.browser.get(NOTIFICATION_PATHS.general)).json() as { results: Notification[] }
    expect(told.results.find((n) => n.type === 'comment')?.actors).toEqual({ people: [], count: 1 })
  })

  it('reads the same across a block or a mute either way, and can be answered and loved', async () => {
    const author = await person(app, mailbox)
    const blocked = await person(app, mailbox)
    const muted = await person(app, mailbox)
    const memory = await shareAs(author, { anonymous: false })
    const fromBlocked = await commentAs(blocked, memory)
    const fromMuted = await commentAs(muted, memory)
    await commentAs(blocked, memory, { anonymous: false, body: 'Under my name this time.' })
    expect((await author.browser.post(CONNECTION_PATHS.block(blocked.publicId))).statusCode).toBe(200)
    expect((await author.browser.post(CONNECTION_PATHS.mute(muted.publicId))).statusCode).toBe(200)
    // The named comment is gone for the author; the two without a name stay, as for everyone.
    expect(await commentersSeenBy(author.browser, memory)).toEqual(['anonymous', 'anonymous'])
    expect(await commentersSeenBy(reader, memory)).toEqual([blocked.publicId, 'anonymous', 'anonymous'])
    for (const unnamed of [fromBlocked, fromMuted]) {
      const reply = await author.browser.post(COMMENT_PATHS.create, {
        shareable_link: memory.shareable_link,
        body: 'Thank you.',
        parent_id: unnamed.id,
      })
      expect(reply.statusCode).toBe(201)
      const love = { target: 'comment', comment_id: Number(unnamed.id), reaction: 'love' }
      expect((await author.browser.post(INTERACTION_PATHS.reaction, love)).statusCode).toBe(201)
    }
  })
})

describe('the choice', () => {
  it.each([
    [
      'a theme as the choice',
      () => ({ sharing_name: options.categories.find((c) => c.key === 'theme')!.options[0]!.id }),
    ],
    ['an unknown option', () => ({ sharing_name: 999_999 })],
    ['a word instead of an option', () => ({ sharing_name: 'under-my-name' })],
    ['a yes or no instead of an option', () => ({ sharing_name: true })],
  ])('refuses %s with 422 naming the field, and changes nothing', async (_name, body) => {
    const someone = await person(app, mailbox)
    const before = (await someone.browser.get(PREFERENCE_PATHS.mine)).json()
    const res = await someone.browser.post(PREFERENCE_PATHS.update, body())
    expect(res.statusCode).toBe(422)
    expect(JSON.stringify(res.json().fields)).toContain('sharing_name')
    expect((await someone.browser.get(PREFERENCE_PATHS.mine)).json()).toEqual(before)
    expect(await authorSeen(await shareAs(someone))).toBeNull()
  })

  it('is refused to a visitor, who has no name to share under', async () => {
    expect(
      (await reader.post(PREFERENCE_PATHS.update, { sharing_name: optionId('under-my-name') })).statusCode,
    ).toBe(401)
  })
})
