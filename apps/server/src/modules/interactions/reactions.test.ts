import { describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import {
  INTERACTION_PATHS,
  type MeToo,
  type MeTooPage,
  type ReactionOptionsResponse,
  type ReactionResponse,
} from '@kindred/contract/interactions'
import { comments, meToos, preferenceOptions, userPreferenceChoices, users } from '../../db/schema'
import { queryRows } from '../../lib/query-rows'
import {
  block,
  countsOf,
  love,
  meToo,
  memoryIdOf,
  mute,
  quickPerson,
  react,
  statementsOf,
  unreact,
  writeComment,
  interactionsSuite,
} from '../../../test/interaction-fixtures'
import { share } from '../../../test/memory-fixtures'
import type { TestBrowser } from '../../../test/test-browser'

// Me too, love and love back (SPEC §6): who may give what, idempotency, the counts the triggers
// keep, and the anonymity of a me-too, which the memory's author never breaks.

const suite = await interactionsSuite('giver', 'other')
const { app, db, author, visitor } = suite
const [giver, other] = suite.people

const meTooRows = async (link: string) =>
  queryRows<{ user_id: string; note: string | null; anonymous: boolean }>(
    db,
    sql`select t.user_id::text as user_id, t.note, t.anonymous from me_toos t
      join memories m on m.id = t.memory_id where m.shareable_link = ${link}`,
  )
const meToosOf = async (browser: TestBrowser, link: string, page = 1) =>
  browser.get(`${INTERACTION_PATHS.meToos(link)}?page=${page}`)

describe('the reaction options', () => {
  it('labels me too "Me too" for a visitor and by default, and offers love on everything', async () => {
    const res = await visitor.get(INTERACTION_PATHS.reactionOptions)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      results: [
        { key: 'me_too', label: 'Me too', targets: ['memory'] },
        { key: 'love', label: 'Love', targets: ['memory', 'comment', 'me_too'] },
      ],
    })
    const mine = (
      await giver.browser.get(INTERACTION_PATHS.reactionOptions)
    ).json() as ReactionOptionsResponse
    expect(mine.results[0]!.label).toBe('Me too')
  })

  it("uses the person's empathy button text", async () => {
    const [option] = await db
      .select({ id: preferenceOptions.id, label: preferenceOptions.label })
      .from(preferenceOptions)
      .where(eq(preferenceOptions.slug, 'i-relate'))
    await db
      .insert(userPreferenceChoices)
      .values({ userId: other.id, optionId: option!.id, createdAt: new Date() })
    const res = (await other.browser.get(INTERACTION_PATHS.reactionOptions)).json() as ReactionOptionsResponse
    expect(res.results[0]).toEqual({ key: 'me_too', label: option!.label, targets: ['memory'] })
    expect(option!.label).not.toBe('Me too')
  })
})

describe('me too and love on a memory', () => {
  it('gives a me too with a note (201), and giving it again changes nothing (200)', async () => {
    const memory = await share(author.browser)
    const body = meToo(memory.shareable_link, { note: '  Same here.\nThank you.  ' })
    const first = await react(giver.browser, body)
    expect(first.statusCode).toBe(201)
    expect(first.json()).toEqual({
      reaction: 'me_too',
      target: 'memory',
      active: true,
      counts: { me_too: 1, love: 0, comments: 0, votes: 0 },
    })
    const again = await react(giver.browser, { ...body, note: 'Another note', anonymous: true })
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(first.json())
    expect(await meTooRows(memory.shareable_link)).toEqual([
      { user_id: String(giver.id), note: 'Same here.\nThank you.', anonymous: false },
    ])
    expect(await countsOf(app, memory.shareable_link)).toMatchObject({ me_too: 1 })
  })

  it('takes it back, and taking back again answers the same', async () => {
    const memory = await share(author.browser)
    await react(giver.browser, meToo(memory.shareable_link))
    const removed = await unreact(giver.browser, meToo(memory.shareable_link))
    expect(removed.statusCode).toBe(200)
    expect(removed.json()).toMatchObject({ active: false, counts: { me_too: 0 } })
    const again = await unreact(giver.browser, meToo(memory.shareable_link))
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(removed.json())
    expect(await meTooRows(memory.shareable_link)).toEqual([])
  })

  it('gives and takes back love, idempotently', async () => {
    const memory = await share(author.browser)
    expect((await react(giver.browser, love(memory.shareable_link))).statusCode).toBe(201)
    const again = await react(giver.browser, love(memory.shareable_link))
    expect(again.statusCode).toBe(200)
    expect((again.json() as ReactionResponse).counts).toEqual({ me_too: 0, love: 1, comments: 0, votes: 0 })
    expect((await unreact(giver.browser, love(memory.shareable_link))).json()).toMatchObject({
      active: false,
      counts: { love: 0 },
    })
    expect((await unreact(giver.browser, love(memory.shareable_link))).statusCode).toBe(200)
    expect(await countsOf(app, memory.shareable_link)).toMatchObject({ love: 0 })
  })

  it('refuses any reaction on your own memory with 403, and keeps nothing', async () => {
    const memory = await share(author.browser)
    for (const body of [meToo(memory.shareable_link), love(memory.shareable_link)]) {
      const res = await react(author.browser, body)
      expect(res.statusCode).toBe(403)
      expect(res.json().message).toBe("You can't react to your own memory.")
    }
    expect(await countsOf(app, memory.shareable_link)).toMatchObject({ me_too: 0, love: 0 })
  })

  it('answers 404 for a memory you may not read: private, or behind a block either way', async () => {
    const journal = await share(author.browser, { visibility: 'private' })
    const forConnections = await share(author.browser, { visibility: 'connections' })
    const blocked = await share(author.browser)
    await block(app, author.id, other.id)
    for (const link of [journal.shareable_link, forConnections.shareable_link, blocked.shareable_link]) {
      expect((await react(other.browser, meToo(link))).statusCode).toBe(404)
      expect((await react(other.browser, love(link))).statusCode).toBe(404)
    }
    expect((await react(giver.browser, meToo('no-such-memory-abc123'))).statusCode).toBe(404)
    await db.execute(sql`delete from user_blocks where blocker_id = ${author.id}`)
  })

  it('refuses a visitor with 401 and bad input with 422, keeping nothing', async () => {
    const memory = await share(author.browser)
    const link = memory.shareable_link
    expect((await react(visitor, meToo(link))).statusCode).toBe(401)
    expect((await unreact(visitor, meToo(link))).statusCode).toBe(401)
    const bad = [
      { ...meToo(link), note: 'x'.repeat(281) },
      { ...meToo(link), note: 'a\u0007bell' },
      { ...meToo(link), anonymous: 'yes' },
      { target: 'comment', comment_id: 1, reaction: 'me_too' },
      { target: 'me_too', me_too_id: 1, reaction: 'me_too' },
      { target: 'memory', reaction: 'love' },
      { target: 'memory', shareable_link: link, comment_id: 3, reaction: 'love' },
      { target: 'memory', shareable_link: link, reaction: 'hug' },
      { ...love(link), note: 'a note on a love' },
    ]
    for (const body of bad) {
      const res = await giver.browser.post(INTERACTION_PATHS.reaction, body)
      expect({ body, status: res.statusCode }).toEqual({ body, status: 422 })
      expect(res.json().fields.length).toBeGreaterThan(0)
    }
    expect(await countsOf(app, link)).toMatchObject({ me_too: 0, love: 0 })
  })
})

describe('love on a comment', () => {
  it('loves a live comment on a memory you can read, idempotently, with its count', async () => {
    const memory = await share(author.browser)
    const commentId = await writeComment(app, memory.shareable_link, other.id)
    const body = { target: 'comment', comment_id: commentId, reaction: 'love' } as const
    const first = await react(giver.browser, body)
    expect(first.statusCode).toBe(201)
    expect(first.json()).toEqual({ reaction: 'love', target: 'comment', active: true, counts: { love: 1 } })
    expect((await react(giver.browser, body)).json()).toMatchObject({ counts: { love: 1 } })
    // The memory's author may love a comment on their memory.
    expect((await react(author.browser, body)).json()).toMatchObject({ counts: { love: 2 } })
    expect((await unreact(giver.browser, body)).json()).toMatchObject({ active: false, counts: { love: 1 } })
    expect((await unreact(giver.browser, body)).json()).toMatchObject({ active: false, counts: { love: 1 } })
  })

  it('refuses your own comment with 403', async () => {
    const memory = await share(author.browser)
    const commentId = await writeComment(app, memory.shareable_link, giver.id)
    const res = await react(giver.browser, { target: 'comment', comment_id: commentId, reaction: 'love' })
    expect(res.statusCode).toBe(403)
    expect(res.json().message).toBe("You can't love your own comment.")
  })

  it('answers 404 for a deleted comment, one behind a block, or on a memory you may not read', async () => {
    const memory = await share(author.browser)
    const deleted = await writeComment(app, memory.shareable_link, other.id)
    await db.update(comments).set({ deletedAt: new Date(), body: '' }).where(eq(comments.id, deleted))
    const behindBlock = await writeComment(app, memory.shareable_link, other.id)
    const journal = await share(author.browser, { visibility: 'private' })
    const onJournal = await writeComment(app, journal.shareable_link, author.id)
    await block(app, other.id, giver.id)
    for (const id of [deleted, behindBlock, onJournal, 987_654_321]) {
      const res = await react(giver.browser, { target: 'comment', comment_id: id, reaction: 'love' })
      expect({ id, status: res.statusCode }).toEqual({ id, status: 404 })
    }
    await db.execute(sql`delete from user_blocks where blocker_id = ${other.id}`)
  })
})

describe('love back on a me-too', () => {
  it('is for the memory author alone; anyone else gets 404', async () => {
    const memory = await share(author.browser)
    await react(giver.browser, meToo(memory.shareable_link))
    const id = await latestMeToo(memory.shareable_link)
    const body = { target: 'me_too', me_too_id: id, reaction: 'love' } as const
    for (const browser of [giver.browser, other.browser]) {
      expect((await react(browser, body)).statusCode).toBe(404)
      expect((await unreact(browser, body)).statusCode).toBe(404)
    }
    expect((await react(visitor, body)).statusCode).toBe(401)
    const first = await react(author.browser, body)
    expect(first.statusCode).toBe(201)
    expect(first.json()).toMatchObject({
      reaction: 'love',
      target: 'me_too',
      active: true,
      counts: { me_too: 1 },
    })
    expect((await react(author.browser, body)).statusCode).toBe(200)
    expect(
      ((await meToosOf(author.browser, memory.shareable_link)).json() as MeTooPage).results[0]!.loved_back,
    ).toBe(true)
    expect((await unreact(author.browser, body)).json()).toMatchObject({ active: false })
    expect(
      ((await meToosOf(author.browser, memory.shareable_link)).json() as MeTooPage).results[0]!.loved_back,
    ).toBe(false)
    expect((await react(author.browser, { ...body, me_too_id: 987_654_321 })).statusCode).toBe(404)
  })
})

async function latestMeToo(link: string): Promise<number> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`select t.id::text as id from me_toos t join memories m on m.id = t.memory_id
      where m.shareable_link = ${link} order by t.id desc limit 1`,
  )
  return Number(row!.id)
}

describe('the me-toos on your memory', () => {
  it('are listed for the author only, newest first, notes included, anonymous givers hidden', async () => {
    const memory = await share(author.browser)
    const link = memory.shareable_link
    await react(giver.browser, meToo(link, { note: 'I was there too.', anonymous: true }))
    await react(other.browser, meToo(link, { note: 'Thank you.' }))
    const res = await meToosOf(author.browser, link)
    expect(res.statusCode).toBe(200)
    const page = res.json() as MeTooPage
    expect(page).toMatchObject({ page: 1, limit: 10, has_next: false })
    expect(page.results.map((m: MeToo) => [m.giver, m.note, m.loved_back])).toEqual([
      [{ public_id: other.publicId, display_name: other.displayName }, 'Thank you.', false],
      [null, 'I was there too.', false],
    ])
    expect(JSON.stringify(page)).not.toContain(giver.publicId)
    for (const browser of [giver.browser, other.browser])
      expect((await meToosOf(browser, link)).statusCode).toBe(404)
    expect((await meToosOf(visitor, link)).statusCode).toBe(401)
  })

  it('leave out the named me-toos of givers the author blocked, is blocked by or muted; anonymous ones stay', async () => {
    const memory = await share(author.browser)
    const link = memory.shareable_link
    const third = await quickPerson(app, 'third')
    await react(giver.browser, meToo(link))
    await react(other.browser, meToo(link))
    await react(third.browser, meToo(link, { anonymous: true, note: 'Same here.' }))
    await block(app, giver.id, author.id)
    await mute(app, author.id, third.id)
    try {
      const page = (await meToosOf(author.browser, link)).json() as MeTooPage
      // The anonymous one stays whoever gave it: a mute that hid it would name its giver (decision 036).
      expect(page.results.map((m) => [m.giver?.public_id ?? null, m.note])).toEqual([
        [null, 'Same here.'],
        [other.publicId, null],
      ])
    } finally {
      await db.execute(sql`delete from user_blocks where blocker_id = ${giver.id}`)
      await db.execute(sql`delete from user_mutes where muter_id = ${author.id}`)
    }
  })

  it('come ten a page with has_next, in one statement', async () => {
    const memory = await share(author.browser)
    const link = memory.shareable_link
    const memoryId = await memoryIdOf(app, link)
    // Eleven givers written straight into the tables, oldest first.
    for (let i = 0; i < 11; i++) {
      const [row] = await db
        .insert(users)
        .values({
          publicId: `pagegiver${i}x${memoryId}`,
          email: `page-${i}-${memoryId}@example.org`,
          emailNormalized: `page-${i}-${memoryId}@example.org`,
          displayName: `Giver ${i}`,
          createdAt: new Date(),
        })
        .returning({ id: users.id })
      await db.insert(meToos).values({ memoryId, userId: row!.id, anonymous: false, createdAt: new Date() })
    }
    let res: Awaited<ReturnType<typeof meToosOf>> | undefined
    // One statement for the memory and the page; the only other is the session check.
    const counted = await statementsOf(app, async () => (res = await meToosOf(author.browser, link)))
    expect(counted.execute).toBe(1)
    expect(counted.select).toBeLessThanOrEqual(1)
    const first = res!.json() as MeTooPage
    expect(first.results).toHaveLength(10)
    expect(first.has_next).toBe(true)
    expect(first.results[0]!.giver!.display_name).toBe('Giver 10')
    const second = (await meToosOf(author.browser, link, 2)).json() as MeTooPage
    expect(second.results.map((m) => m.giver!.display_name)).toEqual(['Giver 0'])
    expect(second.has_next).toBe(false)
  })
})

// Twenty more people, for the concurrency tests.
const people: Awaited<ReturnType<typeof quickPerson>>[] = []
for (let i = 0; i < 20; i++) people.push(await quickPerson(app, `person${i}`))

describe('under concurrency and erasure', () => {
  it('counts 20 parallel me-toos from 20 people as 20, and 10 from one person as 1', async () => {
    const memory = await share(author.browser)
    const link = memory.shareable_link
    const answers = await Promise.all(people.map((p) => react(p.browser, meToo(link))))
    expect(answers.map((res) => res.statusCode)).toEqual(people.map(() => 201))
    expect(await countsOf(app, link)).toMatchObject({ me_too: 20 })
    expect(await meTooRows(link)).toHaveLength(20)

    const single = await share(author.browser)
    const repeated = await Promise.all(
      Array.from({ length: 10 }, () => react(giver.browser, meToo(single.shareable_link))),
    )
    expect(repeated.every((res) => res.statusCode === 200 || res.statusCode === 201)).toBe(true)
    expect(repeated.filter((res) => res.statusCode === 201)).toHaveLength(1)
    expect(await countsOf(app, single.shareable_link)).toMatchObject({ me_too: 1 })
    expect(await meTooRows(single.shareable_link)).toHaveLength(1)
  })

  it("drops a giver's me too and love from the counts when their account is erased", async () => {
    const memory = await share(author.browser)
    const link = memory.shareable_link
    const [leaving, staying] = [people[0]!, people[1]!]
    await react(leaving.browser, meToo(link))
    await react(leaving.browser, love(link))
    await react(staying.browser, meToo(link))
    expect(await countsOf(app, link)).toMatchObject({ me_too: 2, love: 1 })
    await db.delete(users).where(eq(users.id, leaving.id))
    expect(await countsOf(app, link)).toMatchObject({ me_too: 1, love: 0 })
  })
})

describe('anonymity in the exports', () => {
  it("lists an anonymous me too in the giver's export, never in the author's", async () => {
    const memory = await share(author.browser, { title: 'An export memory' })
    await db.update(users).set({ displayName: 'Unmistakable Giver Name' }).where(eq(users.id, other.id))
    await react(other.browser, meToo(memory.shareable_link, { note: 'Private note', anonymous: true }))
    await react(author.browser, {
      target: 'me_too',
      me_too_id: await latestMeToo(memory.shareable_link),
      reaction: 'love',
    })

    const theirs = (await other.browser.get('/api/v1/account/export')).json()
    expect(theirs.me_toos).toContainEqual(
      expect.objectContaining({
        shareable_link: memory.shareable_link,
        note: 'Private note',
        anonymous: true,
        loved_back: true,
      }),
    )

    const res = await author.browser.get('/api/v1/account/export')
    expect(res.statusCode).toBe(200)
    const mine = res.json()
    expect(mine.loves_sent_back).toContainEqual(
      expect.objectContaining({ shareable_link: memory.shareable_link }),
    )
    expect(mine.me_toos.map((m: { shareable_link: string }) => m.shareable_link)).not.toContain(
      memory.shareable_link,
    )
    expect(res.body).not.toContain(other.publicId)
    expect(res.body).not.toContain('Unmistakable Giver Name')
  })
})
