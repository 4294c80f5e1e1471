import { describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { CONNECTION_PATHS } from '@kindred/contract/connections'
import { INTERACTION_PATHS, type VotersPage } from '@kindred/contract/interactions'
import {
  block,
  countsOf,
  mute,
  quickPerson,
  statementsOf,
  interactionsSuite,
} from '../../../test/interaction-fixtures'
import { share } from '../../../test/memory-fixtures'
import type { TestBrowser } from '../../../test/test-browser'

// "This resonates" (SPEC §6): votes are idempotent, never on your own memory, and the voters list
// shows only those who allow it, never across a block, with the total of every vote.

const suite = await interactionsSuite('reader')
const { app, clock, db, author, visitor } = suite
const [reader] = suite.people
const voters: Awaited<ReturnType<typeof quickPerson>>[] = []
for (let i = 0; i < 6; i++) voters.push(await quickPerson(app, `voter${i}`))
// Listed by name only once they allow it (decision 057): these voters do.
const listAs = (voter: (typeof voters)[number], listed: boolean) =>
  voter.browser.patch(CONNECTION_PATHS.settings, { listed_as_voter: listed })
for (const voter of voters) await listAs(voter, true)

const vote = (browser: TestBrowser, link: string) =>
  browser.post(INTERACTION_PATHS.vote, { shareable_link: link })
const unvote = (browser: TestBrowser, link: string) =>
  browser.delete(INTERACTION_PATHS.vote, { shareable_link: link })
const votersOf = (browser: TestBrowser, link: string, query = '') =>
  browser.get(`${INTERACTION_PATHS.voters}?shareable_link=${link}${query}`)

describe('a vote', () => {
  it('is given once (201, then 200) and taken back idempotently', async () => {
    const memory = await share(author.browser)
    const link = memory.shareable_link
    const first = await vote(reader.browser, link)
    expect(first.statusCode).toBe(201)
    expect(first.json()).toEqual({ shareable_link: link, voted: true, count: 1 })
    const again = await vote(reader.browser, link)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(first.json())
    expect(await countsOf(app, link)).toMatchObject({ votes: 1 })
    const removed = await unvote(reader.browser, link)
    expect(removed.statusCode).toBe(200)
    expect(removed.json()).toEqual({ shareable_link: link, voted: false, count: 0 })
    expect((await unvote(reader.browser, link)).json()).toEqual(removed.json())
    expect(await countsOf(app, link)).toMatchObject({ votes: 0 })
  })

  it('is not for your own memory (403), nor for one you may not read (404), nor for visitors (401)', async () => {
    const memory = await share(author.browser)
    const own = await vote(author.browser, memory.shareable_link)
    expect(own.statusCode).toBe(403)
    expect(own.json().message).toBe("You can't vote for your own memory.")
    const journal = await share(author.browser, { visibility: 'private' })
    expect((await vote(reader.browser, journal.shareable_link)).statusCode).toBe(404)
    expect((await vote(visitor, memory.shareable_link)).statusCode).toBe(401)
    expect(
      (await reader.browser.post(INTERACTION_PATHS.vote, { shareable_link: 'Bad Link!' })).statusCode,
    ).toBe(422)
    expect((await reader.browser.post(INTERACTION_PATHS.vote, {})).statusCode).toBe(422)
    expect(await countsOf(app, memory.shareable_link)).toMatchObject({ votes: 0 })
  })
})

describe('the voters', () => {
  it('are listed newest first to anyone who can read the memory, with the total', async () => {
    const memory = await share(author.browser)
    const link = memory.shareable_link
    for (const voter of voters) {
      clock.advance(1000)
      await vote(voter.browser, link)
    }
    const res = await votersOf(visitor, link, '&limit=4')
    expect(res.statusCode).toBe(200)
    const page = res.json() as VotersPage
    expect(page).toMatchObject({ page: 1, limit: 4, has_next: true, total: 6 })
    expect(page.results).toEqual(
      [...voters]
        .reverse()
        .slice(0, 4)
        .map((v) => ({ public_id: v.publicId, display_name: v.displayName })),
    )
    const second = (await votersOf(visitor, link, '&limit=4&page=2')).json() as VotersPage
    expect(second.results.map((v) => v.public_id)).toEqual([voters[1]!.publicId, voters[0]!.publicId])
    expect(second.has_next).toBe(false)
    expect(((await votersOf(visitor, link)).json() as VotersPage).limit).toBe(10)
  })

  it('leave out those who do not allow it, but count them in the total', async () => {
    const memory = await share(author.browser)
    const link = memory.shareable_link
    await vote(voters[0]!.browser, link)
    await vote(voters[1]!.browser, link)
    await listAs(voters[0]!, false)
    // The reader never chose: not listed either.
    await vote(reader.browser, link)
    const page = (await votersOf(visitor, link)).json() as VotersPage
    expect(page.results.map((v) => v.public_id)).toEqual([voters[1]!.publicId])
    expect(page.total).toBe(3)
    await listAs(voters[0]!, true)
    await unvote(reader.browser, link)
  })

  it('never show a signed-in reader people they blocked, are blocked by or muted', async () => {
    const memory = await share(author.browser)
    const link = memory.shareable_link
    for (const voter of voters.slice(2, 6)) await vote(voter.browser, link)
    await block(app, reader.id, voters[2]!.id)
    await block(app, voters[3]!.id, reader.id)
    await mute(app, reader.id, voters[4]!.id)
    const page = (await votersOf(reader.browser, link)).json() as VotersPage
    expect(page.results.map((v) => v.public_id)).toEqual([voters[5]!.publicId])
    expect(page.total).toBe(4)
    // A visitor sees all four.
    expect(((await votersOf(visitor, link)).json() as VotersPage).results).toHaveLength(4)
    await db.execute(sql`delete from user_blocks`)
    await db.execute(sql`delete from user_mutes`)
  })

  it('are read in one statement, which also says whether the reader may read the memory', async () => {
    const memory = await share(author.browser)
    const counted = await statementsOf(app, () => votersOf(visitor, memory.shareable_link))
    expect(counted).toEqual({ execute: 1, select: 0 })
  })

  it('are a 404 for a memory you may not read, and bad bounds are 422', async () => {
    const journal = await share(author.browser, { visibility: 'private' })
    expect((await votersOf(visitor, journal.shareable_link)).statusCode).toBe(404)
    expect((await votersOf(reader.browser, journal.shareable_link)).statusCode).toBe(404)
    expect((await votersOf(author.browser, journal.shareable_link)).statusCode).toBe(200)
    const memory = await share(author.browser)
    for (const query of ['&limit=0', '&limit=51', '&page=0', '&limit=x'])
      expect((await votersOf(visitor, memory.shareable_link, query)).statusCode).toBe(422)
    expect((await visitor.get(INTERACTION_PATHS.voters)).statusCode).toBe(422)
    expect((await votersOf(visitor, memory.shareable_link, '&limit=50')).statusCode).toBe(200)
  })
})
