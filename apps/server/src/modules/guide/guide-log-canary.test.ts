import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { capturedLogs } from '../../../test/build-test-app'
import { answer, buildGuideApp, G, visitor } from '../../../test/guide-fixtures'

const { app } = await buildGuideApp()

describe('logs during a whole guide journey (SPEC §10, security-bar §1.12)', () => {
  it('never contain the session id, an answer value or a comment', async () => {
    const { browser, sessionId } = await visitor(app)
    const comment = `canary-comment-${randomBytes(4).toString('hex')}`
    const ids = await answer(app, browser, sessionId, { 'sexual-abuse-touching': 'yes', 'foster-care': 'no' })
    await browser.get(`${G}/user_answer/list/${sessionId}/`)
    await browser.get(`${G}/result-answer/${ids['sexual-abuse-touching']}/?session_id=${sessionId}`)
    const report = (await browser.post(`${G}/report/generate-complete/`, { session_id: sessionId })).json()
    await browser.get(`${G}/report/get/?report_id=${report.report_id}&session_id=${sessionId}`)
    await browser.post(`${G}/comments/`, { session_id: sessionId, section_slug: 'about', body: comment })
    await browser.get(`${G}/comments/list/?session_id=${sessionId}`)
    await browser.get(`${G}/user_answer/list/${'x'.repeat(43)}/`) // a 404 is logged too
    await browser.delete(`${G}/sessions/${sessionId}/`)

    const logs = capturedLogs.join('')
    expect(logs).toContain('/api/v1/childhood-trauma-guide/user_answer/list/:session')
    for (const secret of [sessionId, comment, 'sexual-abuse-touching', '"value"'])
      expect(logs.includes(secret), `${secret} appears in the logs`).toBe(false)
  })
})
