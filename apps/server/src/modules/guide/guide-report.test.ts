import { describe, expect, it } from 'vitest'
import { ReportSchema } from '@kindred/contract/guide'
import { answer, buildGuideApp, G, visitor } from '../../../test/guide-fixtures'

const { app, clock } = await buildGuideApp()

describe('the report (SPEC §4.3)', () => {
  it('is partial until the person is done, then complete, rebuilt in place with the same id', async () => {
    const { browser, sessionId } = await visitor(app)
    await answer(app, browser, sessionId, {
      'emotional-abuse-put-downs': 'often',
      'pce-safe-at-home': 'always',
    })

    const partial = ReportSchema.parse(
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

    await answer(app, browser, sessionId, {
      'household-substance-use': 'yes',
      'caregiver-1': 'authoritative',
    })
    clock.advance(60_000)
    const complete = ReportSchema.parse(
      (await browser.post(`${G}/report/generate-complete/`, { session_id: sessionId })).json(),
    )
    expect(complete.report_id).toBe(partial.report_id)
    expect(complete.status).toBe('complete')
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

    const got = ReportSchema.parse(
      (await browser.get(`${G}/report/get/?report_id=${complete.report_id}&session_id=${sessionId}`)).json(),
    )
    expect(got).toEqual(complete)
  })

  it('places the score beside the CDC distribution, shows prevalence and crisis lines, and cites sources', async () => {
    const { browser, sessionId } = await visitor(app)
    await answer(app, browser, sessionId, { 'physical-abuse-marks-or-injury': 'yes' })
    const report = ReportSchema.parse(
      (await browser.post(`${G}/report/generate/`, { session_id: sessionId })).json(),
    )
    const [summary, physical] = report.sections
    const chart = summary!.blocks.find((b) => b.type === 'score-chart')
    expect(chart).toMatchObject({ score: 1 })
    expect(chart?.type === 'score-chart' && chart.buckets.map((b) => b.total_pct)).toEqual([
      36.1, 26.0, 15.9, 9.5, 12.5,
    ])
    expect(physical!.blocks.find((b) => b.type === 'prevalence')).toMatchObject({ total_pct: 28.3 })
    expect(physical!.blocks.find((b) => b.type === 'memories-link')).toMatchObject({ tag: 'physical-abuse' })
    const next = report.sections.find((s) => s.kind === 'next-steps')!
    const lines = next.blocks.find((b) => b.type === 'crisis-lines')
    expect(lines?.type === 'crisis-lines' && lines.lines.map((l) => l.contact).join(' ')).toContain('988')
    for (const section of report.sections.filter((s) => s.kind !== 'next-steps'))
      expect(section.sources.length, section.slug).toBeGreaterThan(0)
    expect(JSON.stringify(report).toLowerCase()).not.toContain('high risk')
  })

  it("answers 404 for another session's report, and for a report id with the wrong session", async () => {
    const a = await visitor(app)
    const b = await visitor(app)
    const report = ReportSchema.parse(
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
