import { describe, expect, it } from 'vitest'
import {
  GroupSchema,
  GroupWithItemsSchema,
  ItemSchema,
  ListOf,
  StatsResponseSchema,
  StylesResponseSchema,
  TraumaDetailResponseSchema,
  TraumaTypeSchema,
} from '@kindred/contract/guide'
import { DEFAULT_RATE_LIMITS } from '../../rate-limits'
import { buildTestApp } from '../../../test/build-test-app'
import { answer, buildGuideApp, G, itemIdOf, visitor } from '../../../test/guide-fixtures'
import { GOOD_PASSWORD, newEmail } from '../../../test/identity-fixtures'
import { startMailbox, tokenFrom } from '../../../test/mailbox'
import { TestBrowser } from '../../../test/test-browser'

const mailbox = await startMailbox()
const { app } = await buildGuideApp({ SMTP_URL: mailbox.url })
const browser = new TestBrowser(app)
const get = async <T>(url: string, schema: { parse: (v: unknown) => T }) => {
  const res = await browser.get(`${G}${url}`)
  expect(res.statusCode, res.body).toBe(200)
  return schema.parse(res.json())
}

describe('content lists', () => {
  it('lists 17 types, 6 groups in order and every item, each cacheable with an ETag', async () => {
    const types = (await get('/types/', ListOf(TraumaTypeSchema))).results
    expect(types).toHaveLength(17)
    expect(types.find((t) => t.slug === 'physical-abuse')?.prevalence).toMatchObject({ total_pct: 28.3 })
    const groups = (await get('/groups/all/', ListOf(GroupSchema))).results
    expect(groups.map((g) => g.order)).toEqual([1, 2, 3, 4, 5, 6])
    const items = (await get('/traumas/all/', ListOf(ItemSchema))).results
    expect(groups.reduce((n, g) => n + g.item_count, 0)).toBe(items.length)

    for (const url of [
      '/types/',
      '/groups/all/',
      '/traumas/all/',
      '/traumas/type/bullying/',
      `/trauma/${types[0]!.id}/`,
    ]) {
      const first = await browser.get(`${G}${url}`)
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8')
      const again = await browser.get(`${G}${url}`, {
        headers: { 'if-none-match': String(first.headers.etag) },
      })
      expect(again.statusCode, url).toBe(304)
    }
  })

  it('gives the items of one type, and 404 for an unknown type or id', async () => {
    const items = (await get('/traumas/type/emotional-abuse/', ListOf(ItemSchema))).results
    expect(items.length).toBeGreaterThanOrEqual(1)
    expect(items.every((i) => i.type_slug === 'emotional-abuse')).toBe(true)
    expect((await browser.get(`${G}/traumas/type/nothing/`)).statusCode).toBe(404)
    expect((await browser.get(`${G}/trauma/999999/`)).statusCode).toBe(404)
    expect((await browser.get(`${G}/trauma/abc/`)).statusCode).toBe(422)
  })

  it("gives a type's full detail with its sources", async () => {
    const type = app.guide.catalog.typeBySlug.get('household-mental-illness')!
    const detail = await get(`/trauma/${type.id}/`, TraumaDetailResponseSchema)
    expect(detail.slug).toBe('household-mental-illness')
    expect(detail.detail.effects.health.length).toBeGreaterThan(0)
    const cited = new Set(detail.sources.map((s) => s.key))
    for (const block of Object.values(detail.detail).flat())
      if ('sources' in block) for (const key of block.sources) expect(cited.has(key)).toBe(true)
  })

  it("gives chosen groups with their items and this session's answers only", async () => {
    const mine = await visitor(app)
    const other = await visitor(app)
    await answer(app, mine.browser, mine.sessionId, { 'foster-care': 'yes', 'parental-separation': 'no' })
    await answer(app, other.browser, other.sessionId, { bullying: 'often' })
    const outside = app.guide.catalog.groups.find((g) => g.slug === 'outside-the-home')!
    const res = await mine.browser.get(
      `${G}/groups/by_ids/?group_ids=${outside.id}&session_id=${mine.sessionId}`,
    )
    const [group] = ListOf(GroupWithItemsSchema).parse(res.json()).results
    expect(group!.items.every((i) => i.group_id === outside.id)).toBe(true)
    expect(group!.answers.map((a) => a.trauma_id)).toEqual([itemIdOf(app, 'foster-care')])
    expect((await browser.get(`${G}/groups/by_ids/?group_ids=1,x`)).statusCode).toBe(422)
    expect((await browser.get(`${G}/groups/by_ids/?group_ids=999`)).statusCode).toBe(404)
  })
})

describe('caregiver styles', () => {
  it('describe both styles and the pair, in either order, with sources', async () => {
    const one = await get('/styles/authoritative/neglectful/', StylesResponseSchema)
    const other = await get('/styles/neglectful/authoritative/', StylesResponseSchema)
    expect(one.combination).toEqual(other.combination)
    expect(one.a.slug).toBe('authoritative')
    expect(one.sources.length).toBeGreaterThan(0)
    expect(one.saved).toBe(false)
    expect((await browser.get(`${G}/styles/kind/none/`)).statusCode).toBe(422)
  })

  it('with the signed-in person’s google_id save the pair to their guide; anyone else’s → 403', async () => {
    const email = newEmail('styles')
    const person = new TestBrowser(app)
    await person.post('/api/v1/auth/register', { email, password: GOOD_PASSWORD })
    await person.post('/api/v1/auth/verify-email', {
      token: tokenFrom(await mailbox.waitFor(email, /Confirm your email/), '/auth/verify'),
    })
    const { public_id } = (await person.get('/api/v1/auth/me')).json().user
    const { sessionId } = await visitor(app, person)
    const saved = await person.get(`${G}/styles/permissive/authoritarian/?google_id=${public_id}`)
    expect(StylesResponseSchema.parse(saved.json()).saved).toBe(true)
    const answers = (await person.get(`${G}/user_answer/list/${sessionId}/`)).json().answers
    expect(answers.map((a: { value: string }) => a.value).sort()).toEqual(['authoritarian', 'permissive'])
    expect((await browser.get(`${G}/styles/permissive/none/?google_id=${public_id}`)).statusCode).toBe(403)
  })
})

describe('community statistics', () => {
  it('never shows a group under 10 people, and counts completed guides once there are enough', async () => {
    const before = StatsResponseSchema.parse((await browser.get(`${G}/stats/`)).json())
    expect(before.completed).toBeNull()
    expect(before.distribution.every((d) => d.count === null && d.pct === null)).toBe(true)
    expect(before.distribution.map((d) => d.cdc_pct)).toEqual([36.1, 26.0, 15.9, 9.5, 12.5])

    for (let i = 0; i < 12; i++) {
      const v = await visitor(app)
      await answer(
        app,
        v.browser,
        v.sessionId,
        i < 10 ? { 'parental-separation': 'yes' } : { bullying: 'often' },
      )
      await v.browser.post(`${G}/report/generate-complete/`, { session_id: v.sessionId })
    }
    const after = StatsResponseSchema.parse((await browser.get(`${G}/stats/`)).json())
    expect(after.completed).toBeGreaterThanOrEqual(12)
    const separation = after.types.find((t) => t.slug === 'parental-separation')!
    expect(separation.count).toBeGreaterThanOrEqual(10)
    expect(separation.cdc_pct).toBe(23.3)
    expect(after.types.find((t) => t.slug === 'bullying')!.count).toBeNull() // 2 people
    expect(after.distribution.find((d) => d.label === '2')!.count).toBeNull()
  })
})

describe('rate limits on the guide', () => {
  it('allows 30 new sessions an hour from one address, then 429 with Retry-After', async () => {
    const limited = await buildTestApp({
      env: { RATE_LIMITS: JSON.stringify({ ...DEFAULT_RATE_LIMITS, guideSessionsPerIp: { limit: 3 } }) },
    })
    const b = new TestBrowser(limited)
    for (let i = 0; i < 3; i++)
      expect((await b.post(`${G}/sessions/create/`, { consent: true })).statusCode).toBe(201)
    const refused = await b.post(`${G}/sessions/create/`, { consent: true })
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(DEFAULT_RATE_LIMITS.guideSessionsPerIp.limit).toBe(30)
    // Builds a second app on a fresh database: on a busy 2-core machine that alone can pass 20 s.
  }, 90_000)
})
