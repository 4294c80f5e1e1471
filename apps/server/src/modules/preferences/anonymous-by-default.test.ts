import { describe, expect, it } from 'vitest'
import { CONNECTION_PATHS } from '@kindred/contract/connections'
import { INTERACTION_PATHS, type MeTooPage, type VotersPage } from '@kindred/contract/interactions'
import { MEMORY_PATHS, type Memory } from '@kindred/contract/memories'
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
  })

  it('is named when the request says so: an explicit choice wins', async () => {
    const newcomer = await person(app, mailbox)
    const author = await person(app, mailbox)
    const memory = await shareAs(newcomer, { anonymous: false })
    expect(await authorSeen(memory)).toMatchObject({ public_id: newcomer.publicId })
    const giver = await meTooAs(newcomer, author, await shareAs(author), { anonymous: false })
    expect(giver).toMatchObject({ public_id: newcomer.publicId })
    expect(await guideCommentAs(newcomer, { anonymous: false })).toBe(newcomer.displayName)
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

    expect(await authorSeen(await shareAs(named, { anonymous: true }))).toBeNull()
    expect(await meTooAs(named, author, await shareAs(author), { anonymous: true })).toBeNull()
    expect(await guideCommentAs(named, { anonymous: true })).toBeNull()

    // And back: without their name again.
    expect((await chooseNamed(named, 'without-my-name')).statusCode).toBe(200)
    expect(await authorSeen(await shareAs(named))).toBeNull()
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
