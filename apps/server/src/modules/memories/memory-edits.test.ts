import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { MEMORY_PATHS, type Memory, type MemoryTag } from '@kindred/contract/memories'
import { BODY, buildMemoriesApp, person, share, tagsOf } from '../../../test/memory-fixtures'
import { TestBrowser } from '../../../test/test-browser'

const { app, mailbox, clock } = await buildMemoriesApp()
const author = await person(app, mailbox)
const reader = await person(app, mailbox)
const moderator = await person(app, mailbox, 'moderator')
const visitor = new TestBrowser(app)
const feelings = await tagsOf(visitor, 'feelings')
const afraid = feelings.get('afraid')!
const alone = feelings.get('alone')!

// Read by a member: a visitor's tag list may be kept for VISITOR_CACHE_MS (a count shows no memory).
const countOf = async (tag: MemoryTag) => {
  const res = await reader.browser.get(`${MEMORY_PATHS.tags('feelings')}?ist=true`)
  return (res.json() as { results: MemoryTag[] }).results.find((t) => t.id === tag.id)!.memory_count ?? -1
}
const rowsHangingOff = async (hashId: string) => {
  const result = await app.database.db.execute(sql`
    select (select count(*) from memory_tag_links l join memories m on m.id = l.memory_id where m.hash_id = ${hashId})::int as links,
           (select count(*) from memory_hides h join memories m on m.id = h.memory_id where m.hash_id = ${hashId})::int as hides,
           (select count(*) from memories where hash_id = ${hashId})::int as memories`)
  return (result as unknown as { rows: unknown[] }).rows[0]
}

describe('editing a memory', () => {
  it('changes what the author sends, sets edited_at and keeps the share link', async () => {
    const memory = await share(author.browser, { title: 'Before', tag_ids: [afraid.id] })
    clock.advance(60_000)
    const res = await author.browser.patch(MEMORY_PATHS.edit(memory.hash_id), {
      title: 'After',
      body: `${BODY}\nWith a new line.`,
      tag_ids: [alone.id],
      content_warnings: ['emotional-abuse'],
    })
    expect(res.statusCode).toBe(200)
    const edited = res.json() as Memory
    expect(edited).toMatchObject({
      title: 'After',
      body: `${BODY}\nWith a new line.`,
      shareable_link: memory.shareable_link,
      content_warnings: ['emotional-abuse'],
    })
    expect(edited.tags.map((t) => t.slug)).toEqual(['alone'])
    expect(edited.edited_at).toBe(clock.now().toISOString())
    expect((await visitor.get(MEMORY_PATHS.details(memory.hash_id))).json()).toMatchObject({ title: 'After' })
  })

  it('answers 404 to another person and 401 to a visitor, and changes nothing', async () => {
    const memory = await share(author.browser, { title: 'Mine alone' })
    expect(
      (await reader.browser.patch(MEMORY_PATHS.edit(memory.hash_id), { title: 'Taken' })).statusCode,
    ).toBe(404)
    expect(
      (await moderator.browser.patch(MEMORY_PATHS.edit(memory.hash_id), { title: 'Taken' })).statusCode,
    ).toBe(404)
    expect((await visitor.patch(MEMORY_PATHS.edit(memory.hash_id), { title: 'Taken' })).statusCode).toBe(401)
    expect((await visitor.get(MEMORY_PATHS.details(memory.hash_id))).json()).toMatchObject({
      title: 'Mine alone',
    })
  })

  it('refuses a new type its tags do not fit, and an empty edit, with 422', async () => {
    const effects = await tagsOf(visitor, 'emotional-effects')
    const todayOnly = [...effects.values()].find((t) => !t.disabled && !t.mt.includes(1))!
    const memory = await share(author.browser, { mt: 3, tag_ids: [todayOnly.id] })
    const res = await author.browser.patch(MEMORY_PATHS.edit(memory.hash_id), { mt: 1 })
    expect(res.statusCode).toBe(422)
    expect((await author.browser.patch(MEMORY_PATHS.edit(memory.hash_id), {})).statusCode).toBe(422)
    expect((await visitor.get(MEMORY_PATHS.details(memory.hash_id))).json()).toMatchObject({ mt: 3 })
  })

  it('moves the memory out of sight when made private, and the tag counts follow', async () => {
    const before = await countOf(afraid)
    const memory = await share(author.browser, { tag_ids: [afraid.id] })
    expect(await countOf(afraid)).toBe(before + 1)
    await author.browser.patch(MEMORY_PATHS.edit(memory.hash_id), { visibility: 'private' })
    expect(await countOf(afraid)).toBe(before)
    expect((await reader.browser.get(MEMORY_PATHS.details(memory.hash_id))).statusCode).toBe(404)
    await author.browser.patch(MEMORY_PATHS.edit(memory.hash_id), { visibility: 'public' })
    expect(await countOf(afraid)).toBe(before + 1)
    await author.browser.delete(MEMORY_PATHS.details(memory.hash_id))
    expect(await countOf(afraid)).toBe(before)
  })
})

describe('deleting a memory', () => {
  it('takes its tags and hides with it; it is gone for everyone', async () => {
    const memory = await share(author.browser, { tag_ids: [afraid.id, alone.id] })
    await reader.browser.get(MEMORY_PATHS.hide(memory.hash_id))
    expect(await rowsHangingOff(memory.hash_id)).toEqual({ links: 2, hides: 1, memories: 1 })
    expect((await reader.browser.delete(MEMORY_PATHS.details(memory.hash_id))).statusCode).toBe(404)
    expect((await author.browser.delete(MEMORY_PATHS.details(memory.hash_id))).statusCode).toBe(204)
    expect(await rowsHangingOff(memory.hash_id)).toEqual({ links: 0, hides: 0, memories: 0 })
    expect((await author.browser.get(MEMORY_PATHS.details(memory.hash_id))).statusCode).toBe(404)
    expect((await author.browser.delete(MEMORY_PATHS.details(memory.hash_id))).statusCode).toBe(404)
  })

  it('lets a moderator delete a memory they can read, never a private journal', async () => {
    const shared = await share(author.browser)
    const journal = await share(author.browser, { visibility: 'private' })
    expect((await moderator.browser.delete(MEMORY_PATHS.details(journal.hash_id))).statusCode).toBe(404)
    expect((await moderator.browser.delete(MEMORY_PATHS.details(shared.hash_id))).statusCode).toBe(204)
    expect((await author.browser.get(MEMORY_PATHS.details(journal.hash_id))).statusCode).toBe(200)
  })
})

describe('tags of a kind', () => {
  const list = async (query: string) =>
    (
      (await visitor.get(`${MEMORY_PATHS.tags('sudden-adverse-events')}?${query}`)).json() as {
        results: MemoryTag[]
      }
    ).results

  it('leaves out disabled tags unless dis=true, and counts only with ist=true', async () => {
    const enabled = await list('')
    const all = await list('dis=true')
    expect(all.length).toBeGreaterThan(enabled.length)
    expect(enabled.every((t) => !t.disabled)).toBe(true)
    expect(enabled.every((t) => t.memory_count === undefined)).toBe(true)
    expect((await list('ist=true')).every((t) => typeof t.memory_count === 'number')).toBe(true)
  })

  it('lists the tags that fit a memory type', async () => {
    for (const mt of [1, 2, 3] as const) {
      const tags = await list(`mt=${mt}&dis=true`)
      expect(tags.every((t) => t.mt.includes(mt))).toBe(true)
    }
  })

  it('answers 422 for a kind that does not exist', async () => {
    expect((await visitor.get(`${MEMORY_PATHS.tags('nope')}`)).statusCode).toBe(422)
  })
})
