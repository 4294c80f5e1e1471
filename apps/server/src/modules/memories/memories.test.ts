import { describe, expect, it } from 'vitest'
import { MEMORY_PATHS, type Memory, type MemoryCard } from '@kindred/contract/memories'
import { BODY, buildMemoriesApp, person, share, tagsOf } from '../../../test/memory-fixtures'
import { TestBrowser } from '../../../test/test-browser'

const { app, mailbox } = await buildMemoriesApp()
const author = await person(app, mailbox)
const reader = await person(app, mailbox)
const moderator = await person(app, mailbox, 'moderator')
const visitor = new TestBrowser(app)
const sudden = await tagsOf(visitor, 'sudden-adverse-events')
const feelings = await tagsOf(visitor, 'feelings')

describe('sharing a memory', () => {
  it('answers 201 with the memory as written, line breaks kept, and a stable share link', async () => {
    const body = `${BODY}\n\nAnd the second paragraph <b>stays</b> plain text.`
    const memory = await share(author.browser, { title: 'The blue kitchen', body, age_range: '6-11' })
    expect(memory).toMatchObject({
      title: 'The blue kitchen',
      body,
      mt: 1,
      age_range: '6-11',
      visibility: 'public',
      anonymous: false,
      comments_policy: 'everyone',
      author: { public_id: author.publicId, display_name: author.displayName },
      edited_at: null,
      counts: { me_too: 0, love: 0, comments: 0, votes: 0 },
      is_mine: true,
    })
    expect(memory.hash_id).toMatch(/^[a-z0-9]{12}$/)
    expect(memory.shareable_link).toMatch(/^the-blue-kitchen-[a-z0-9]{6}$/)
    const read = await visitor.get(MEMORY_PATHS.details(memory.hash_id))
    expect(read.statusCode).toBe(200)
    expect(read.json()).toMatchObject({ body, is_mine: false, shareable_link: memory.shareable_link })
  })

  it('gathers content warnings from the tags and the author, in filter order', async () => {
    const grief = [...sudden.values()].find(
      (tag) => tag.safety_filters.includes('death-loss') && !tag.disabled,
    )!
    const memory = await share(author.browser, { tag_ids: [grief.id], content_warnings: ['neglect'] })
    expect(memory.tags.map((tag) => tag.id)).toEqual([grief.id])
    expect(memory.author_warnings).toEqual(['neglect'])
    expect(memory.content_warnings).toContain('death-loss')
    expect(memory.content_warnings.indexOf('neglect')).toBeLessThan(
      memory.content_warnings.indexOf('death-loss'),
    )
  })

  it('refuses a visitor with 401 and keeps nothing', async () => {
    const res = await visitor.post(MEMORY_PATHS.create, { title: 'x', body: BODY, mt: 1 })
    expect(res.statusCode).toBe(401)
  })
})

describe('the tag rules', () => {
  const afraid = () => feelings.get('afraid')!
  const disabled = () => [...sudden.values(), ...feelings.values()].find((tag) => tag.disabled)

  it.each([
    ['a tag that does not exist', () => ({ tag_ids: [999_999] }), /does not exist/],
    ['more than 20 tags', () => ({ tag_ids: Array.from({ length: 21 }, (_, i) => i + 1) }), /At most 20/],
    ['the same tag twice', () => ({ tag_ids: [afraid().id, afraid().id] }), /Each tag once/],
  ])('refuses %s with 422 naming tag_ids', async (_name, memory, message) => {
    const res = await author.browser.post(MEMORY_PATHS.create, {
      title: 'Tags',
      body: BODY,
      mt: 1,
      ...memory(),
    })
    expect(res.statusCode).toBe(422)
    const fields = (res.json() as { fields: { path: string; message: string }[] }).fields
    expect(fields.find((f) => f.path === 'body.tag_ids')?.message).toMatch(message)
  })

  it('refuses a disabled tag for a new memory', async () => {
    const tag =
      (await tagsOf(visitor, 'sudden-adverse-events')).get('changing-schools-suddenly') ?? disabled()
    expect(tag?.disabled).toBe(true)
    const res = await author.browser.post(MEMORY_PATHS.create, {
      title: 'Tags',
      body: BODY,
      mt: 1,
      tag_ids: [tag!.id],
    })
    expect(res.statusCode).toBe(422)
    expect(res.body).toMatch(/no longer offered/)
  })

  it('refuses a tag that does not fit the memory type', async () => {
    const kinds = ['emotional-effects', 'health-effects', 'social-effects', 'needs', 'chronic-adverse-events']
    const all = (await Promise.all(kinds.map((kind) => tagsOf(visitor, kind)))).flatMap((m) => [
      ...m.values(),
    ])
    const onlyToday = all.find((tag) => !tag.disabled && !tag.mt.includes(1))!
    const res = await author.browser.post(MEMORY_PATHS.create, {
      title: 'Tags',
      body: BODY,
      mt: 1,
      tag_ids: [onlyToday.id],
    })
    expect(res.statusCode).toBe(422)
    expect(res.body).toMatch(/does not fit/)
  })
})

describe('who can read a memory (404 for what you may not see)', () => {
  const kinds = [
    ['public', { visibility: 'public' }],
    ['connections', { visibility: 'connections' }],
    ['private', { visibility: 'private' }],
    ['anonymous', { visibility: 'public', anonymous: true }],
  ] as const
  // author, another person, visitor, moderator
  const expected: Record<(typeof kinds)[number][0], [number, number, number, number]> = {
    public: [200, 200, 200, 200],
    connections: [200, 404, 404, 404],
    private: [200, 404, 404, 404],
    anonymous: [200, 200, 200, 200],
  }

  it.each(kinds)('%s', async (kind, settings) => {
    const memory = await share(author.browser, settings)
    const readers = [author.browser, reader.browser, visitor, moderator.browser]
    const statuses = await Promise.all(
      readers.map(async (b) => (await b.get(MEMORY_PATHS.details(memory.hash_id))).statusCode),
    )
    expect(statuses).toEqual(expected[kind])
  })

  it('hides the author of an anonymous memory from everyone but the author and moderators', async () => {
    const memory = await share(author.browser, { anonymous: true, title: 'Nobody knows' })
    const seenBy = async (b: TestBrowser) =>
      ((await b.get(MEMORY_PATHS.details(memory.hash_id))).json() as Memory).author
    expect(await seenBy(reader.browser)).toBeNull()
    expect(await seenBy(visitor)).toBeNull()
    expect(await seenBy(author.browser)).toMatchObject({ public_id: author.publicId })
    expect(await seenBy(moderator.browser)).toMatchObject({ public_id: author.publicId })
    const others = await visitor.get(MEMORY_PATHS.userMemories(author.publicId, 5))
    expect((others.json() as { results: MemoryCard[] }).results.map((m) => m.hash_id)).not.toContain(
      memory.hash_id,
    )
    const feed = (await visitor.get(`${MEMORY_PATHS.feed}?limit=100`)).json() as { results: MemoryCard[] }
    const card = feed.results.find((m) => m.hash_id === memory.hash_id)!
    expect(card.author).toBeNull()
    expect(JSON.stringify(card)).not.toContain(author.publicId)
  })
})
