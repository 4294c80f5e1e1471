import { describe, expect, it } from 'vitest'
import { GuideReportSchema, type GuideReportSection } from '@kindred/contract/guide'
import { CAREGIVER_STYLES, TRAUMA_SLUGS } from '@kindred/contract/guide-content'
import { answer, buildGuideApp, G, visitor } from '../../../test/guide-fixtures'
import { buildSections } from './build-report'

const { app, clock } = await buildGuideApp()

describe('the report (SPEC §4.3)', () => {
  it('is partial until the person is done, then complete, rebuilt in place with the same id', async () => {
    const { browser, sessionId } = await visitor(app)
    await answer(app, browser, sessionId, {
      'emotional-abuse-put-downs': 'often',
      'pce-safe-at-home': 'always',
    })

    const partial = GuideReportSchema.parse(
      (await browser.post(`${G}/report/generate/`, { session_id: sessionId })).json(),
    )
    expect(partial.status).toBe('partial')
    expect(partial.scores).toEqual({ ace: 1, ace_max: 10, expanded: 0, pce: 1 })
    expect(partial.sections.map((s) => s.slug)).toEqual([
      'summary',
      'trauma-emotional-abuse',
      'protective',
      'next-steps',
      'about',
    ])
    expect(partial.total_sections).toBe(partial.sections.length)
    const total = app.guide.catalog.items.length
    expect(partial.progress).toEqual({ answered: 2, total })

    await answer(app, browser, sessionId, {
      'household-substance-use': 'yes',
      'caregiver-1': 'authoritative',
    })
    clock.advance(60_000)
    const complete = GuideReportSchema.parse(
      (await browser.post(`${G}/report/generate-complete/`, { session_id: sessionId })).json(),
    )
    expect(complete.report_id).toBe(partial.report_id)
    expect(complete.status).toBe('complete')
    // Finished, made from 4 answers: the report says so, and the person's next answer does not change it.
    expect(complete.progress).toEqual({ answered: 4, total })
    expect(complete.scores.ace).toBe(2)
    expect(complete.sections.map((s) => s.kind)).toEqual([
      'summary',
      'trauma',
      'trauma',
      'protective',
      'caregivers',
      'next-steps',
      'about',
    ])
    expect(new Date(complete.generated_at).getTime()).toBeGreaterThan(
      new Date(partial.generated_at).getTime(),
    )

    const got = GuideReportSchema.parse(
      (await browser.get(`${G}/report/get/?report_id=${complete.report_id}&session_id=${sessionId}`)).json(),
    )
    expect(got).toEqual(complete)
    await answer(app, browser, sessionId, { 'pce-belonging-at-school': 'sometimes' })
    const later = (
      await browser.get(`${G}/report/get/?report_id=${complete.report_id}&session_id=${sessionId}`)
    ).json()
    expect(GuideReportSchema.parse(later).progress).toEqual({ answered: 4, total })
  })

  it('places the score beside the CDC distribution, shows prevalence and crisis lines, and cites sources', async () => {
    const { browser, sessionId } = await visitor(app)
    await answer(app, browser, sessionId, { 'physical-abuse-marks-or-injury': 'yes' })
    const report = GuideReportSchema.parse(
      (await browser.post(`${G}/report/generate/`, { session_id: sessionId })).json(),
    )
    const [summary, physical] = report.sections
    const chart = summary!.blocks.find((b) => b.type === 'score-chart')
    expect(chart).toMatchObject({ score: 1 })
    expect(chart?.type === 'score-chart' && chart.buckets.map((b) => b.total_pct)).toEqual([
      36.1, 26.0, 15.9, 9.5, 12.5,
    ])
    const physicalText = physical!.blocks.map((b) => (b.type === 'text' ? b.text : '')).join(' ')
    expect(physicalText).toContain('28.3 % of adults reported it, 27.0 % of women and 29.9 % of men')
    expect(physical!.sources.map((s) => s.key)).toContain('cdc-ace-prevalence')
    expect(physical!.blocks.find((b) => b.type === 'memories-link')).toMatchObject({ tag: 'physical-abuse' })
    const next = report.sections.find((s) => s.kind === 'next-steps')!
    const lines = next.blocks.find((b) => b.type === 'crisis-lines')
    expect(lines?.type === 'crisis-lines' && lines.lines.map((l) => l.contact).join(' ')).toContain('988')
    for (const section of report.sections.filter((s) => s.kind !== 'next-steps'))
      expect(section.sources.length, section.slug).toBeGreaterThan(0)
    expect(JSON.stringify(report).toLowerCase()).not.toContain('high risk')
  })

  it('never says a figure twice in one section, for any score, type or pair of caregivers', () => {
    const percents = (section: GuideReportSection) =>
      section.blocks.flatMap((b) =>
        b.type === 'text'
          ? (b.text.match(/\d+(?:\.\d+)?(?= ?%)/g) ?? []).map((n) => `${Number(n).toFixed(1)} %`)
          : b.type === 'score-chart'
            ? b.buckets.map((bucket) => `${bucket.total_pct.toFixed(1)} %`)
            : [],
      )
    const pairs = CAREGIVER_STYLES.flatMap((a) => CAREGIVER_STYLES.map((b) => ({ a, b })))
    let checked = 0
    for (const ace of [0, 2, 10])
      for (const pce of [1, 4, 7])
        for (const caregivers of pairs) {
          const sections = buildSections(
            app.guide.catalog,
            { ace, expanded: 7, pce, presentTypes: [...TRAUMA_SLUGS], caregivers },
            [],
          )
          for (const section of sections) {
            const figures = percents(section)
            const repeated = figures.filter((figure, i) => figures.indexOf(figure) !== i)
            expect(repeated, `${section.slug} (ACE ${ace}, PCE ${pce}) repeats a figure`).toEqual([])
            checked += figures.length
          }
        }
    expect(checked).toBeGreaterThan(100)
  })

  it("answers 404 for another session's report, and for a report id with the wrong session", async () => {
    const a = await visitor(app)
    const b = await visitor(app)
    const report = GuideReportSchema.parse(
      (await a.browser.post(`${G}/report/generate/`, { session_id: a.sessionId })).json(),
    )
    const stolen = await b.browser.get(
      `${G}/report/get/?report_id=${report.report_id}&session_id=${b.sessionId}`,
    )
    expect(stolen.statusCode).toBe(404)
    expect(stolen.json().message).toBe('That report was not found.')
    const missing = await a.browser.get(`${G}/report/get/?report_id=99999999&session_id=${a.sessionId}`)
    expect(missing.statusCode).toBe(404)
    const malformed = await a.browser.get(`${G}/report/get/?report_id=abc&session_id=${a.sessionId}`)
    expect(malformed.statusCode).toBe(422)
  })
})
