import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { MEMORY_PATHS, type MemoryTag } from '@kindred/contract/memories'
import { PREFERENCE_PATHS, type Preferences } from '@kindred/contract/preferences'
import { SAFETY_FILTER_SLUGS } from '@kindred/contract/preferences-content'
import { queryRows } from '../../lib/query-rows'
import { GOOD_PASSWORD } from '../../../test/identity-fixtures'
import { BODY, buildMemoriesApp, person, share, tagsOf } from '../../../test/memory-fixtures'
import { TestBrowser } from '../../../test/test-browser'

const { app, mailbox } = await buildMemoriesApp()
const visitor = new TestBrowser(app)
const alice = await person(app, mailbox)
const bob = await person(app, mailbox)
const defaults = (await visitor.get(PREFERENCE_PATHS.options)).json() as Preferences
const bobsBody = `${BODY} Bob wrote this one, and only Bob.`
const bobsMemory = await share(bob.browser, { title: 'Bob at the lake', body: bobsBody })

/** An option's id by category and slug. */
const id = (key: string, slug: string) =>
  defaults.categories.find((c) => c.key === key)!.options.find((o) => o.slug === slug)!.id
/** The slugs selected in a category. */
const selected = (prefs: Preferences, key: string) =>
  prefs.categories
    .find((c) => c.key === key)!
    .options.filter((o) => o.selected)
    .map((o) => o.slug)

const countRows = async (
  table: 'memories' | 'memory_hides' | 'user_preference_choices',
  column: string,
  userId: number,
) => {
  const [row] = await queryRows<{ n: number }>(
    app.database.db,
    sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${userId}`,
  )
  return row!.n
}

describe('the options', () => {
  it('offer a visitor the five categories, with only "Me too", no reading breaks and "Without my name" selected', async () => {
    expect(defaults.categories.map((c) => [c.key, c.name, c.multiple])).toEqual([
      ['safety_filters', 'Safety filters', true],
      ['empathy_button_text', 'Empathy button text', false],
      ['theme', 'Theme', false],
      ['reading_breaks', 'Reminders to take a breath', false],
      ['sharing_name', 'Your name on what you share', false],
    ])
    const [filters, empathy, theme, breaks, sharingName] = defaults.categories
    expect(filters!.options.map((o) => o.slug)).toEqual([...SAFETY_FILTER_SLUGS])
    expect(filters!.options.every((o) => !o.selected && o.label && o.description)).toBe(true)
    expect(empathy!.options.map((o) => [o.label, o.selected])).toEqual([
      ['Me too', true],
      ['I relate', false],
      ['Same here', false],
      ['I hear you', false],
      ["You're not alone", false],
    ])
    expect(theme!.options.map((o) => [o.slug, o.selected])).toEqual([
      ['light', false],
      ['dark', false],
    ])
    expect(breaks!.options.map((o) => [o.slug, o.label, o.selected])).toEqual([
      ['off', 'Off', true],
      ['after-10-minutes', 'After 10 minutes of reading', false],
      ['after-20-minutes', 'After 20 minutes of reading', false],
      ['after-30-minutes', 'After 30 minutes of reading', false],
    ])
    expect(sharingName!.options.map((o) => [o.slug, o.label, o.selected])).toEqual([
      ['without-my-name', 'Without my name', true],
      ['under-my-name', 'Under my name by default', false],
    ])
    expect(defaults.totals).toEqual({ safety_filters: 10, active_safety_filters: 0 })
  })

  it("keep a person's own choices for the signed-in: a visitor gets 401", async () => {
    expect((await visitor.get(PREFERENCE_PATHS.mine)).statusCode).toBe(401)
    expect((await visitor.get(PREFERENCE_PATHS.compact)).statusCode).toBe(401)
    const res = await visitor.post(PREFERENCE_PATHS.update, { theme: id('theme', 'dark') })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized', code: expect.any(String) })
  })
})

describe('saving preferences', () => {
  it('saves several filters, one empathy text and a theme, and shows them everywhere', async () => {
    const res = await alice.browser.post(PREFERENCE_PATHS.update, {
      safety_filters: [
        id('safety_filters', 'death-loss'),
        id('safety_filters', 'sexual-abuse'),
        id('safety_filters', 'neglect'),
      ],
      empathy_button_text: id('empathy_button_text', 'i-relate'),
      theme: id('theme', 'dark'),
    })
    expect(res.statusCode).toBe(200)
    const saved = res.json() as Preferences
    expect(saved.categories.map((c) => c.key)).toEqual([
      'safety_filters',
      'empathy_button_text',
      'theme',
      'reading_breaks',
      'sharing_name',
    ])
    expect(selected(saved, 'reading_breaks')).toEqual(['off'])
    expect(selected(saved, 'safety_filters')).toEqual(['sexual-abuse', 'neglect', 'death-loss'])
    expect(selected(saved, 'empathy_button_text')).toEqual(['i-relate'])
    expect(selected(saved, 'theme')).toEqual(['dark'])
    expect(saved.totals).toEqual({ safety_filters: 10, active_safety_filters: 3 })

    expect((await alice.browser.get(PREFERENCE_PATHS.mine)).json()).toEqual(saved)
    expect((await alice.browser.get(PREFERENCE_PATHS.compact)).json()).toEqual({
      theme: 'dark',
      empathy_button_text: 'I relate',
      active_safety_filters: ['sexual-abuse', 'neglect', 'death-loss'],
      // The language Alice signed up in, which registration saves as hers (decision 084).
      language: 'en',
    })
  })

  it('saves a reminder to take a breath, alone, and shows it with get-user-preferences', async () => {
    const res = await alice.browser.post(PREFERENCE_PATHS.update, {
      reading_breaks: id('reading_breaks', 'after-20-minutes'),
    })
    expect(res.statusCode).toBe(200)
    const saved = res.json() as Preferences
    expect(selected(saved, 'reading_breaks')).toEqual(['after-20-minutes'])
    // The other categories are left as they were.
    expect(selected(saved, 'theme')).toEqual(['dark'])
    expect(selected(saved, 'empathy_button_text')).toEqual(['i-relate'])
    expect((await alice.browser.get(PREFERENCE_PATHS.mine)).json()).toEqual(saved)

    const off = await alice.browser.post(PREFERENCE_PATHS.update, {
      reading_breaks: id('reading_breaks', 'off'),
    })
    expect(selected(off.json() as Preferences, 'reading_breaks')).toEqual(['off'])
  })

  it('leaves out what is not sent, and turns every filter off with safety_filters: []', async () => {
    const light = (await alice.browser.post(PREFERENCE_PATHS.update, { theme: id('theme', 'light') })).json()
    expect(light.totals.active_safety_filters).toBe(3)
    const off = await alice.browser.post(PREFERENCE_PATHS.update, { safety_filters: [] })
    expect(off.statusCode).toBe(200)
    expect(off.json().totals).toEqual({ safety_filters: 10, active_safety_filters: 0 })
    expect((await alice.browser.get(PREFERENCE_PATHS.compact)).json()).toEqual({
      theme: 'light',
      empathy_button_text: 'I relate',
      active_safety_filters: [],
      language: 'en',
    })
  })

  it.each([
    [
      'a theme as the empathy text',
      () => ({ empathy_button_text: id('theme', 'dark') }),
      'body.empathy_button_text',
    ],
    ['an empathy text as the theme', () => ({ theme: id('empathy_button_text', 'same-here') }), 'body.theme'],
    [
      'a theme among the filters',
      () => ({ safety_filters: [id('safety_filters', 'neglect'), id('theme', 'dark')] }),
      'body.safety_filters',
    ],
    ['an unknown option', () => ({ theme: 999_999 }), 'body.theme'],
    ['a theme as the reading breaks', () => ({ reading_breaks: id('theme', 'dark') }), 'body.reading_breaks'],
    [
      'a reading break as the theme',
      () => ({ theme: id('reading_breaks', 'after-10-minutes') }),
      'body.theme',
    ],
    ['an unknown reading break', () => ({ reading_breaks: 999_999 }), 'body.reading_breaks'],
    [
      'a good theme with an unknown empathy text',
      () => ({ theme: id('theme', 'dark'), empathy_button_text: 999_999 }),
      'body.empathy_button_text',
    ],
  ])('refuses %s with 422 naming the field, and changes nothing', async (_name, body, path) => {
    const before = (await alice.browser.get(PREFERENCE_PATHS.mine)).json()
    const rows = await countRows('user_preference_choices', 'user_id', alice.id)
    const res = await alice.browser.post(PREFERENCE_PATHS.update, body())
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({
      statusCode: 422,
      code: 'VALIDATION_FAILED',
      fields: [expect.objectContaining({ path })],
    })
    expect((await alice.browser.get(PREFERENCE_PATHS.mine)).json()).toEqual(before)
    expect(await countRows('user_preference_choices', 'user_id', alice.id)).toBe(rows)
  })

  it("never shows one person's choices to another", async () => {
    await alice.browser.post(PREFERENCE_PATHS.update, {
      safety_filters: [id('safety_filters', 'neglect')],
      theme: id('theme', 'dark'),
    })
    // Bob's own language is the one he signed up in; everything else is as for anyone.
    expect((await bob.browser.get(PREFERENCE_PATHS.mine)).json()).toEqual({ ...defaults, language: 'en' })
    expect((await bob.browser.get(PREFERENCE_PATHS.compact)).json()).toEqual({
      theme: null,
      empathy_button_text: 'Me too',
      active_safety_filters: [],
      language: 'en',
    })
    expect((await visitor.get(PREFERENCE_PATHS.options)).json()).toEqual(defaults)
  })
})

describe("a person's data", () => {
  it('exports their preferences, their memories (private ones too) and what they hid, never another person’s memory', async () => {
    const carol = await person(app, mailbox)
    await carol.browser.post(PREFERENCE_PATHS.update, {
      theme: id('theme', 'dark'),
      safety_filters: [id('safety_filters', 'neglect')],
      reading_breaks: id('reading_breaks', 'after-10-minutes'),
    })
    const open = await share(carol.browser, { title: 'Carol in the garden' })
    const journal = await share(carol.browser, { title: 'Carol alone', visibility: 'private' })
    const theirs = bobsMemory
    expect((await carol.browser.get(MEMORY_PATHS.hide(theirs.hash_id))).statusCode).toBe(200)

    const res = await carol.browser.get('/api/v1/account/export')
    expect(res.statusCode).toBe(200)
    const data = res.json()
    expect(data.preferences).toEqual([
      { category: 'reading_breaks', option: 'after-10-minutes', chosen_at: expect.any(String) },
      { category: 'safety_filters', option: 'neglect', chosen_at: expect.any(String) },
      { category: 'theme', option: 'dark', chosen_at: expect.any(String) },
    ])
    expect(data.memories.map((m: { hash_id: string }) => m.hash_id)).toEqual([open.hash_id, journal.hash_id])
    expect(data.memories[1]).toMatchObject({ title: 'Carol alone', body: BODY, visibility: 'private' })
    expect(data.hidden_memories).toEqual([
      { shareable_link: theirs.shareable_link, hidden_at: expect.any(String) },
    ])
    expect(res.body).not.toContain(bobsBody)
    expect(res.body).not.toContain(theirs.hash_id)
  })

  it('erases their memories, hides and choices with the account, and the tag counts follow', async () => {
    const dana = await person(app, mailbox)
    const afraid = (await tagsOf(visitor, 'feelings')).get('afraid')!
    // Read by a member: a visitor's tag list may be kept for VISITOR_CACHE_MS (a count shows no memory).
    const count = async () => {
      const res = await bob.browser.get(`${MEMORY_PATHS.tags('feelings')}?ist=true`)
      return (res.json().results as MemoryTag[]).find((tag) => tag.id === afraid.id)!.memory_count
    }
    const before = await count()
    const mine = await share(dana.browser, { title: 'Dana by the door', tag_ids: [afraid.id] })
    await dana.browser.get(MEMORY_PATHS.hide(bobsMemory.hash_id))
    await bob.browser.get(MEMORY_PATHS.hide(mine.hash_id))
    await dana.browser.post(PREFERENCE_PATHS.update, {
      empathy_button_text: id('empathy_button_text', 'same-here'),
    })
    expect(await count()).toBe(before! + 1)
    await bob.browser.post(PREFERENCE_PATHS.update, { theme: id('theme', 'light') })

    expect((await dana.browser.delete('/api/v1/account', { password: GOOD_PASSWORD })).statusCode).toBe(204)
    expect(await countRows('memories', 'author_id', dana.id)).toBe(0)
    expect(await countRows('memory_hides', 'user_id', dana.id)).toBe(0)
    expect(await countRows('user_preference_choices', 'user_id', dana.id)).toBe(0)
    expect(await countRows('memory_hides', 'user_id', bob.id)).toBe(0) // bob's hide of her memory went with it
    expect((await visitor.get(MEMORY_PATHS.details(mine.hash_id))).statusCode).toBe(404)
    expect(await count()).toBe(before)
    expect((await visitor.get(MEMORY_PATHS.details(bobsMemory.hash_id))).statusCode).toBe(200)
    expect((await bob.browser.get(PREFERENCE_PATHS.compact)).json().theme).toBe('light')
  })
})
