import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  ANONYMOUS_CONNECTIONS_MESSAGE,
  MEMORY_PATHS,
  type Memory,
  type Snippet,
} from '@kindred/contract/memories'
import { memories } from '../../db/schema'
import { connect, grownPerson } from '../../../test/connection-fixtures'
import { BODY, buildMemoriesApp, person, share } from '../../../test/memory-fixtures'
import type { TestBrowser } from '../../../test/test-browser'

// A memory only the author's connections can read cannot also be anonymous: they would know whose it
// is. New choices of the pair are refused (422 on the field that chose it); a memory saved that way
// before keeps its author's choice through edits that leave it as it is.

const { app, mailbox, clock } = await buildMemoriesApp()
const author = await grownPerson(app, mailbox, clock)
const friend = await grownPerson(app, mailbox, clock)
const moderator = await person(app, mailbox, 'moderator')
await connect(friend, author)

const refusal = (field: 'anonymous' | 'visibility') => ({
  statusCode: 422,
  code: 'VALIDATION_FAILED',
  fields: [{ path: `body.${field}`, message: ANONYMOUS_CONNECTIONS_MESSAGE }],
})
const detailsOf = async (browser: TestBrowser, hashId: string) =>
  (await browser.get(MEMORY_PATHS.details(hashId))).json() as Memory
const edit = (hashId: string, changes: Record<string, unknown>) =>
  author.browser.patch(MEMORY_PATHS.edit(hashId), changes)
const myTitles = async () =>
  ((await author.browser.get(`${MEMORY_PATHS.mine}?limit=50`)).json() as { results: Memory[] }).results.map(
    (memory) => memory.title,
  )

/** A connections-only anonymous memory as older data holds it, written to the table directly. */
async function savedBefore(title: string): Promise<Memory> {
  const [row] = await app.database.db
    .insert(memories)
    .values({
      hashId: `old${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
      shareableLink: `an-older-memory-${Math.random().toString(36).slice(2, 8)}`,
      authorId: author.id,
      title,
      body: BODY,
      mt: 1,
      contentWarnings: [],
      authorWarnings: [],
      visibility: 'connections',
      anonymous: true,
      commentsPolicy: 'everyone',
      createdAt: clock.now(),
    })
    .returning({ hashId: memories.hashId })
  return detailsOf(author.browser, row!.hashId)
}

describe('sharing a new memory for connections without a name', () => {
  it('is refused with 422 on `anonymous`, the reason in plain words, and nothing is kept', async () => {
    const res = await author.browser.post(MEMORY_PATHS.create, {
      title: 'Never kept',
      body: BODY,
      mt: 1,
      visibility: 'connections',
      anonymous: true,
    })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject(refusal('anonymous'))
    expect(await myTitles()).not.toContain('Never kept')
  })

  it('is fine either way apart: with everyone without a name, or with connections under it', async () => {
    const everyone = await share(author.browser, { title: 'Nameless for all', anonymous: true })
    expect(everyone).toMatchObject({ visibility: 'public', anonymous: true })
    const named = await share(author.browser, { title: 'Named for friends', visibility: 'connections' })
    expect(named).toMatchObject({ visibility: 'connections', anonymous: false })
    expect(await share(author.browser, { visibility: 'private', anonymous: true })).toMatchObject({
      visibility: 'private',
      anonymous: true,
    })
  })
})

describe('an edit into the pair', () => {
  it('is refused when it makes a connections-only memory anonymous, naming `anonymous`; nothing changes', async () => {
    const memory = await share(author.browser, { title: 'For friends', visibility: 'connections' })
    const res = await edit(memory.hash_id, { title: 'Changed', anonymous: true })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({ ...refusal('anonymous'), message: ANONYMOUS_CONNECTIONS_MESSAGE })
    expect(await detailsOf(author.browser, memory.hash_id)).toMatchObject({
      title: 'For friends',
      anonymous: false,
      edited_at: null,
    })
  })

  it('is refused when it makes an anonymous memory connections-only, naming `visibility`', async () => {
    const memory = await share(author.browser, { title: 'Nameless', anonymous: true })
    const res = await edit(memory.hash_id, { visibility: 'connections', anonymous: true })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject(refusal('visibility'))
    expect(await detailsOf(author.browser, memory.hash_id)).toMatchObject({
      visibility: 'public',
      edited_at: null,
    })
  })

  it('is refused when it changes both at once, naming `anonymous`', async () => {
    const memory = await share(author.browser, { title: 'Plain' })
    const res = await edit(memory.hash_id, { visibility: 'connections', anonymous: true })
    expect(res.json()).toMatchObject(refusal('anonymous'))
    expect(await detailsOf(author.browser, memory.hash_id)).toMatchObject({
      visibility: 'public',
      anonymous: false,
    })
  })
})

describe('a memory saved for connections without a name before', () => {
  it('keeps its author’s choice through edits that leave it as it is, as the composer sends them', async () => {
    const memory = await savedBefore('An older one')
    expect(memory).toMatchObject({ visibility: 'connections', anonymous: true, is_mine: true })
    // The web composer sends every field, the two unchanged among them.
    const whole = await edit(memory.hash_id, {
      title: 'An older one, retold',
      body: `${BODY}\nMore of it.`,
      visibility: 'connections',
      anonymous: true,
      comments_policy: 'off',
    })
    expect(whole.statusCode).toBe(200)
    expect(whole.json()).toMatchObject({
      title: 'An older one, retold',
      visibility: 'connections',
      anonymous: true,
      comments_policy: 'off',
    })
    expect((await edit(memory.hash_id, { title: 'Only the title' })).statusCode).toBe(200)
    // Its reader still sees it without the name.
    expect(await detailsOf(friend.browser, memory.hash_id)).toMatchObject({
      title: 'Only the title',
      author: null,
      anonymous: true,
    })
  })

  it('may move out of the pair either way, and then not back into it', async () => {
    const toEveryone = await savedBefore('To everyone')
    const res = await edit(toEveryone.hash_id, { visibility: 'public' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ visibility: 'public', anonymous: true })
    expect((await edit(toEveryone.hash_id, { visibility: 'connections' })).json()).toMatchObject(
      refusal('visibility'),
    )

    const named = await savedBefore('Named now')
    const renamed = await edit(named.hash_id, { visibility: 'connections', anonymous: false })
    expect(renamed.statusCode).toBe(200)
    expect(renamed.json()).toMatchObject({ visibility: 'connections', anonymous: false })
    expect(await detailsOf(friend.browser, named.hash_id)).toMatchObject({
      author: { public_id: author.publicId },
    })
    expect((await edit(named.hash_id, { anonymous: true })).json()).toMatchObject(refusal('anonymous'))
    const [row] = await app.database.db
      .select({ visibility: memories.visibility, anonymous: memories.anonymous })
      .from(memories)
      .where(eq(memories.hashId, named.hash_id))
    expect(row).toEqual({ visibility: 'connections', anonymous: false })
  })
})

describe('who wrote an anonymous memory, for a moderator', () => {
  it('is on the memory itself, marked anonymous, and on no snippet in a list', async () => {
    const memory = await share(author.browser, { title: 'Nameless on the porch', anonymous: true })
    expect(await detailsOf(moderator.browser, memory.hash_id)).toMatchObject({
      anonymous: true,
      is_mine: false,
      author: { public_id: author.publicId },
    })
    for (const browser of [moderator.browser, author.browser]) {
      const res = await browser.get(MEMORY_PATHS.snippets(1, 50))
      const snippet = (res.json() as { results: Snippet[] }).results.find((s) => s.hash_id === memory.hash_id)
      expect(snippet).toMatchObject({ title: 'Nameless on the porch', author: null })
    }
  })
})
