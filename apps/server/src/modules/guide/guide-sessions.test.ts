import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  AnswerListResponseSchema,
  CurrentGuideSessionSchema,
  GuideReportSchema,
  GuideSessionSchema,
} from '@kindred/contract/guide'
import { DAY, HOUR } from '../../lib/clock'
import { answer, buildGuideApp, G, itemIdOf, visitor } from '../../../test/guide-fixtures'
import { GOOD_PASSWORD, newEmail } from '../../../test/identity-fixtures'
import { startMailbox, tokenFrom } from '../../../test/mailbox'
import { TestBrowser } from '../../../test/test-browser'

const mailbox = await startMailbox()
const { app, clock } = await buildGuideApp({ SMTP_URL: mailbox.url })
const db = app.database.db

const countRows = async (table: string) =>
  (
    (await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
      rows: { n: number }[]
    }
  ).rows[0]!.n
const WELL_FORMED_UNKNOWN = 'A'.repeat(43)

describe('starting a session', () => {
  it('needs explicit consent and stores nothing without it', async () => {
    const before = await countRows('guide_sessions')
    const browser = new TestBrowser(app)
    for (const body of [{}, { consent: false }, { consent: 'yes' }]) {
      const res = await browser.post(`${G}/sessions/create/`, body)
      expect(res.statusCode).toBe(422)
      expect(res.json().fields[0].path).toBe('body.consent')
    }
    expect(await countRows('guide_sessions')).toBe(before)
  })

  it('answers a session id and an expiry 30 days ahead; the id is stored only as a hash', async () => {
    const res = await new TestBrowser(app).post(`${G}/sessions/create/`, { consent: true })
    expect(res.statusCode).toBe(201)
    const session = GuideSessionSchema.parse(res.json())
    expect(session.session_id).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(new Date(session.expires_at).getTime() - clock.now().getTime()).toBe(30 * DAY)
    const dump = JSON.stringify((await db.execute(sql`select * from guide_sessions`)) as unknown)
    expect(dump).not.toContain(session.session_id)
  })
})

describe('session errors (seed §8)', () => {
  const calls = (id: string) => [
    () => new TestBrowser(app).get(`${G}/user_answer/list/${id}/`),
    () => new TestBrowser(app).post(`${G}/report/generate/`, { session_id: id }),
    () => new TestBrowser(app).get(`${G}/vote-page-load/?session_id=${id}`),
  ]

  it('a malformed id → 400 "session_id is invalid"', async () => {
    for (const id of ['abc', 'x'.repeat(44), '%20'.repeat(3)])
      for (const call of calls(id)) {
        const res = await call()
        expect(res.statusCode).toBe(400)
        expect(res.json().message).toBe('session_id is invalid')
      }
  })

  it('a well-formed id that does not exist → 404 "session_id is not found"', async () => {
    for (const call of calls(WELL_FORMED_UNKNOWN)) {
      const res = await call()
      expect(res.statusCode).toBe(404)
      expect(res.json().message).toBe('session_id is not found')
    }
  })

  it('expires 30 days after the last activity, sliding, and an expired id → 400 even before the purge', async () => {
    const { browser, sessionId } = await visitor(app)
    clock.advance(20 * DAY)
    const slid = AnswerListResponseSchema.parse(
      (await browser.get(`${G}/user_answer/list/${sessionId}/`)).json(),
    )
    expect(new Date(slid.expires_at).getTime()).toBe(clock.now().getTime() + 30 * DAY)
    clock.advance(20 * DAY)
    expect((await browser.get(`${G}/user_answer/list/${sessionId}/`)).statusCode).toBe(200)
    clock.advance(30 * DAY + HOUR)
    const res = await browser.get(`${G}/user_answer/list/${sessionId}/`)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('session_id is invalid')
  })
})

describe('the purge job', () => {
  it('deletes expired sessions with their answers and report, and keeps live ones', async () => {
    await app.guide.purgeExpired()
    const old = await visitor(app)
    await answer(app, old.browser, old.sessionId, { 'parental-separation': 'yes' })
    expect((await old.browser.post(`${G}/report/generate/`, { session_id: old.sessionId })).statusCode).toBe(
      200,
    )
    clock.advance(29 * DAY)
    const fresh = await visitor(app)
    await answer(app, fresh.browser, fresh.sessionId, { 'parental-separation': 'no' })
    clock.advance(2 * DAY)

    expect(await app.guide.purgeExpired()).toBe(1)
    expect((await old.browser.get(`${G}/user_answer/list/${old.sessionId}/`)).statusCode).toBe(404)
    const kept = AnswerListResponseSchema.parse(
      (await fresh.browser.get(`${G}/user_answer/list/${fresh.sessionId}/`)).json(),
    )
    expect(kept.answers).toHaveLength(1)
    expect(await countRows('guide_reports')).toBe(0)
    expect(await app.guide.purgeExpired()).toBe(0)
  })
})

describe('answers', () => {
  it('saves, changes in place, unselects and reports progress', async () => {
    const { browser, sessionId } = await visitor(app)
    const ids = await answer(app, browser, sessionId, { bullying: 'often', 'foster-care': 'no' })
    const changed = await answer(app, browser, sessionId, { bullying: 'never' })
    expect(changed.bullying).toBe(ids.bullying)

    let list = AnswerListResponseSchema.parse(
      (await browser.get(`${G}/user_answer/list/${sessionId}`)).json(),
    )
    expect(list.session_id).toBe(sessionId)
    expect(list.progress).toEqual({ answered: 2, total: app.guide.catalog.items.length })
    expect(list.answers.find((a) => a.trauma_id === itemIdOf(app, 'bullying'))).toMatchObject({
      value: 'never',
      counts: false,
    })

    const del = await browser.delete(`${G}/user_answer/${sessionId}/${itemIdOf(app, 'bullying')}/`)
    expect(del.statusCode).toBe(204)
    list = AnswerListResponseSchema.parse((await browser.get(`${G}/user_answer/list/${sessionId}/`)).json())
    expect(list.answers.map((a) => a.trauma_id)).toEqual([itemIdOf(app, 'foster-care')])
  })

  it('refuses a value the item does not offer (422) and an unknown item (404), changing nothing', async () => {
    const { browser, sessionId } = await visitor(app)
    await answer(app, browser, sessionId, { 'household-substance-use': 'no' })
    const bad = await browser.post(`${G}/user_answer/`, {
      session_id: sessionId,
      trauma_id: itemIdOf(app, 'household-substance-use'),
      value: 'often',
    })
    expect(bad.statusCode).toBe(422)
    expect(bad.json().fields[0].path).toBe('body.value')
    const unknown = await browser.post(`${G}/user_answer/`, {
      session_id: sessionId,
      trauma_id: 999_999,
      value: 'yes',
    })
    expect(unknown.statusCode).toBe(404)
    const list = AnswerListResponseSchema.parse(
      (await browser.get(`${G}/user_answer/list/${sessionId}/`)).json(),
    )
    expect(list.answers.map((a) => a.value)).toEqual(['no'])
  })
})

describe('the result card', () => {
  it('gives the type, the CDC prevalence and a message; hides the community count below 10', async () => {
    const { browser, sessionId } = await visitor(app)
    const ids = await answer(app, browser, sessionId, {
      'physical-abuse-marks-or-injury': 'yes',
      'foster-care': 'no',
    })
    const card = (
      await browser.get(
        `${G}/result-answer/${ids['physical-abuse-marks-or-injury']}/?session_id=${sessionId}`,
      )
    ).json()
    expect(card).toMatchObject({
      counts: true,
      rather_not_say: false,
      type: { slug: 'physical-abuse' },
      prevalence: { total_pct: 28.3, women_pct: 27.0, men_pct: 29.9 },
      community_count: null,
    })
    expect(card.message).toBe(app.guide.catalog.content.report.result_card.counting['physical-abuse'])
    const notCounting = (
      await browser.get(`${G}/result-answer/${ids['foster-care']}/?session_id=${sessionId}`)
    ).json()
    expect(notCounting).toMatchObject({ counts: false, prevalence: null, community_count: null })
  })

  it('shows how many people gave a counting answer once there are at least 10', async () => {
    const slug = 'household-incarceration'
    let last = { browser: new TestBrowser(app), sessionId: '', answerId: 0 }
    const countFor = async () =>
      (await last.browser.get(`${G}/result-answer/${last.answerId}/?session_id=${last.sessionId}`)).json()
        .community_count
    for (let i = 1; i <= 10; i++) {
      const v = await visitor(app)
      const ids = await answer(app, v.browser, v.sessionId, { [slug]: 'yes' })
      last = { ...v, answerId: ids[slug]! }
      if (i === 9) expect(await countFor()).toBeNull()
    }
    expect(await countFor()).toBe(10)
  })

  it('answers a positive experience with a positive message, not a validating one', async () => {
    const { browser, sessionId } = await visitor(app)
    const ids = await answer(app, browser, sessionId, { 'pce-safe-at-home': 'always' })
    const card = (
      await browser.get(`${G}/result-answer/${ids['pce-safe-at-home']}/?session_id=${sessionId}`)
    ).json()
    expect(card).toMatchObject({ counts: true, type: null, prevalence: null })
    expect(card.message).toBe(app.guide.catalog.content.report.result_card.positive)
  })

  it("answers 404 for another session's answer", async () => {
    const a = await visitor(app)
    const b = await visitor(app)
    const ids = await answer(app, a.browser, a.sessionId, { 'sexual-abuse-touching': 'yes' })
    const res = await b.browser.get(
      `${G}/result-answer/${ids['sexual-abuse-touching']}/?session_id=${b.sessionId}`,
    )
    expect(res.statusCode).toBe(404)
    expect(res.body).not.toContain('sexual')
  })
})

describe('deleting a session', () => {
  it('removes its answers and report; its comments stay but are no longer marked as its own', async () => {
    const { browser, sessionId } = await visitor(app)
    await answer(app, browser, sessionId, { 'parental-separation': 'yes' })
    await browser.post(`${G}/report/generate/`, { session_id: sessionId })
    const comment = await browser.post(`${G}/comments/`, {
      session_id: sessionId,
      section_slug: 'trauma-parental-separation',
      body: 'Talking to my sister helped.',
    })
    expect(comment.statusCode).toBe(201)

    expect((await browser.delete(`${G}/sessions/${sessionId}/`)).statusCode).toBe(204)
    expect((await browser.get(`${G}/user_answer/list/${sessionId}/`)).statusCode).toBe(404)
    const [row] = (
      (await db.execute(
        sql`select session_id from guide_comments where id = ${comment.json().id}`,
      )) as unknown as {
        rows: { session_id: number | null }[]
      }
    ).rows
    expect(row).toEqual({ session_id: null })
    expect((await browser.delete(`${G}/sessions/${sessionId}/`)).statusCode).toBe(404)
  })
})

describe('a signed-in person', () => {
  async function signedIn(browser: TestBrowser, email: string) {
    await browser.post('/api/v1/auth/register', { email, password: GOOD_PASSWORD })
    const mail = await mailbox.waitFor(email, /Confirm your email/)
    expect(
      (await browser.post('/api/v1/auth/verify-email', { token: tokenFrom(mail, '/auth/verify') }))
        .statusCode,
    ).toBe(200)
  }

  /** A person signed in on one device, with one answer given there in a new guide session. */
  async function answeredOnOneDevice(name: string) {
    const email = newEmail(name)
    const device = new TestBrowser(app)
    await signedIn(device, email)
    const { sessionId } = await visitor(app, device)
    await answer(app, device, sessionId, { 'household-mental-illness': 'yes' })
    return { email, device, sessionId }
  }

  /** The same person signing in on another device. */
  async function anotherDevice(email: string) {
    const device = new TestBrowser(app)
    expect((await device.post('/api/v1/auth/login', { email, password: GOOD_PASSWORD })).statusCode).toBe(200)
    return device
  }

  it('resumes the same session on another device', async () => {
    const email = newEmail('guide')
    const laptop = new TestBrowser(app)
    await signedIn(laptop, email)
    expect((await laptop.get(`${G}/sessions/current/`)).statusCode).toBe(404)
    const { sessionId } = await visitor(app, laptop)
    await answer(app, laptop, sessionId, { 'household-mental-illness': 'yes' })

    const phone = await anotherDevice(email)
    const current = GuideSessionSchema.parse((await phone.get(`${G}/sessions/current/`)).json())
    expect(current.session_id).toBe(sessionId)
    const list = AnswerListResponseSchema.parse(
      (await phone.get(`${G}/user_answer/list/${current.session_id}/`)).json(),
    )
    expect(list.answers).toHaveLength(1)
  })

  it('says on another device whether the guide is finished, and which report: a finished guide opens on it', async () => {
    const { email, device: phone, sessionId } = await answeredOnOneDevice('finished')
    const laptop = await anotherDevice(email)
    const current = async () =>
      CurrentGuideSessionSchema.parse((await laptop.get(`${G}/sessions/current/`)).json())

    // Answers only: not finished, no report yet.
    expect(await current()).toMatchObject({ session_id: sessionId, completed: false, report_id: null })
    // A report so far: still not finished, and that report named.
    const soFar = GuideReportSchema.parse(
      (await phone.post(`${G}/report/generate/`, { session_id: sessionId })).json(),
    )
    expect(await current()).toMatchObject({ completed: false, report_id: soFar.report_id })
    // "I am done": finished, the same report, now complete.
    const done = GuideReportSchema.parse(
      (await phone.post(`${G}/report/generate-complete/`, { session_id: sessionId })).json(),
    )
    expect(done).toMatchObject({ report_id: soFar.report_id, status: 'complete' })
    expect(await current()).toEqual({
      session_id: sessionId,
      expires_at: expect.any(String),
      completed: true,
      report_id: done.report_id,
    })
    // The report opens there with the session the laptop was given.
    const report = await laptop.get(`${G}/report/get?report_id=${done.report_id}&session_id=${sessionId}`)
    expect(report.statusCode).toBe(200)
    expect(GuideReportSchema.parse(report.json()).status).toBe('complete')
    // What the first clients read is still there, as it was.
    expect(GuideSessionSchema.parse((await laptop.get(`${G}/sessions/current/`)).json()).session_id).toBe(
      sessionId,
    )
  })

  it('tells the device that kept the session, as it checks its answers, that the guide was finished on another', async () => {
    const { email, device: laptop, sessionId } = await answeredOnOneDevice('kept')
    const list = async () =>
      AnswerListResponseSchema.parse((await laptop.get(`${G}/user_answer/list/${sessionId}/`)).json())

    // Not finished, no report yet.
    expect(await list()).toMatchObject({ session_id: sessionId, completed: false, report_id: null })
    // The phone carries on with the same session and says "I am done".
    const phone = await anotherDevice(email)
    expect(
      CurrentGuideSessionSchema.parse((await phone.get(`${G}/sessions/current/`)).json()).session_id,
    ).toBe(sessionId)
    const soFar = GuideReportSchema.parse(
      (await phone.post(`${G}/report/generate/`, { session_id: sessionId })).json(),
    )
    expect(await list()).toMatchObject({ completed: false, report_id: soFar.report_id })
    const done = GuideReportSchema.parse(
      (await phone.post(`${G}/report/generate-complete/`, { session_id: sessionId })).json(),
    )
    // Back on the laptop: finished, and which report, with the answers as before.
    const back = await list()
    expect(back).toMatchObject({ completed: true, report_id: done.report_id, progress: { answered: 1 } })
    expect(back.answers).toHaveLength(1)
  })

  it('adopts a session started before signing in; visitors get 401 from /sessions/current/', async () => {
    const browser = new TestBrowser(app)
    const { sessionId } = await visitor(app, browser)
    expect((await browser.get(`${G}/sessions/current/`)).statusCode).toBe(401)
    await signedIn(browser, newEmail('adopt'))
    await answer(app, browser, sessionId, { 'foster-care': 'yes' })
    expect(GuideSessionSchema.parse((await browser.get(`${G}/sessions/current/`)).json()).session_id).toBe(
      sessionId,
    )
  })

  it('adopts it only with a request that succeeds: a refused one leaves it without an owner', async () => {
    const browser = new TestBrowser(app)
    const { sessionId } = await visitor(app, browser)
    await signedIn(browser, newEmail('refused'))
    const refused = await browser.delete(`${G}/comments/5/?session_id=${sessionId}`)
    expect(refused.statusCode).toBe(404)
    expect((await browser.get(`${G}/sessions/current/`)).statusCode).toBe(404)
    await answer(app, browser, sessionId, { 'foster-care': 'no' })
    expect((await browser.get(`${G}/sessions/current/`)).statusCode).toBe(200)
  })
})
