import { describe, expect, it } from 'vitest'
import {
  AnswerBodySchema,
  CreateSessionBodySchema,
  GROUP_IDS_MAX,
  GUIDE_SESSION_ID,
  GroupIdsQuerySchema,
  GuideReportQuerySchema,
  GuideReportSchema,
  SessionIdField,
  StyleParamsSchema,
} from './guide'
import { CAREGIVER_STYLES } from './guide-content'

const sessionId = 'A'.repeat(40) + '_-9' // 43 base64url characters, like a real key

describe('guide session ids', () => {
  it('are 43 base64url characters', () => {
    expect(GUIDE_SESSION_ID.test(sessionId)).toBe(true)
    for (const bad of [
      sessionId.slice(1),
      `${sessionId}A`,
      `${sessionId.slice(1)}+`,
      `${sessionId.slice(1)}/`,
      '',
    ])
      expect(GUIDE_SESSION_ID.test(bad), bad).toBe(false)
  })

  it('are accepted as any string up to 200 characters, so a malformed one gets the 400 of the seed', () => {
    expect(SessionIdField.safeParse('not a session id').success).toBe(true)
    expect(SessionIdField.safeParse('x'.repeat(200)).success).toBe(true)
    expect(SessionIdField.safeParse('x'.repeat(201)).success).toBe(false)
    expect(SessionIdField.safeParse(12).success).toBe(false)
  })
})

describe('starting a guide session', () => {
  it('needs consent, and nothing but true counts as consent', () => {
    expect(CreateSessionBodySchema.safeParse({ consent: true }).success).toBe(true)
    for (const consent of [false, 'true', 1, null, undefined])
      expect(CreateSessionBodySchema.safeParse({ consent }).success, String(consent)).toBe(false)
    const refused = CreateSessionBodySchema.safeParse({ consent: false })
    expect(refused.error?.issues[0]?.message).toBe('Please agree before your answers can be kept.')
  })
})

describe('an answer', () => {
  const valid = { session_id: sessionId, trauma_id: 3, value: 'yes' }

  it('names a question by a positive whole number', () => {
    expect(AnswerBodySchema.safeParse(valid).success).toBe(true)
    expect(AnswerBodySchema.safeParse({ ...valid, trauma_id: 2_000_000_000 }).success).toBe(true)
    for (const trauma_id of [0, -1, 1.5, 2_000_000_001, '3'])
      expect(AnswerBodySchema.safeParse({ ...valid, trauma_id }).success, String(trauma_id)).toBe(false)
  })

  it('has a value of 1 to 80 storable characters', () => {
    expect(AnswerBodySchema.safeParse({ ...valid, value: 'x'.repeat(80) }).success).toBe(true)
    for (const value of ['', 'x'.repeat(81), 'ye\u0000s', 'yes\ud800'])
      expect(AnswerBodySchema.safeParse({ ...valid, value }).success, JSON.stringify(value)).toBe(false)
  })
})

describe('groups by ids', () => {
  it('takes numbers separated by commas, in at most 200 characters', () => {
    expect(GroupIdsQuerySchema.safeParse({ group_ids: '1,2,30' }).success).toBe(true)
    expect(GroupIdsQuerySchema.safeParse({ group_ids: '7', session_id: sessionId }).success).toBe(true)
    for (const group_ids of ['', '1,', ',1', '1,,2', '1;2', 'a', '1234567890', '1,'.repeat(100) + '1'])
      expect(GroupIdsQuerySchema.safeParse({ group_ids }).success, group_ids).toBe(false)
  })

  it('leaves the number of groups to the server (at most GROUP_IDS_MAX at once)', () => {
    const many = Array.from({ length: GROUP_IDS_MAX + 1 }, (_, i) => i + 1).join(',')
    expect(GroupIdsQuerySchema.safeParse({ group_ids: many }).success).toBe(true)
  })
})

describe('the report', () => {
  it('is asked for by a report id from the query string and the session id', () => {
    expect(GuideReportQuerySchema.parse({ report_id: '12', session_id: sessionId })).toEqual({
      report_id: 12,
      session_id: sessionId,
    })
    for (const report_id of ['0', '-1', '1.5', 'x'])
      expect(GuideReportQuerySchema.safeParse({ report_id, session_id: sessionId }).success, report_id).toBe(
        false,
      )
    expect(GuideReportQuerySchema.safeParse({ report_id: '12' }).success).toBe(false)
  })

  it('scores ACEs out of 10', () => {
    const report = {
      report_id: 1,
      session_id: sessionId,
      status: 'partial',
      generated_at: '2026-06-01T12:00:00.000Z',
      total_sections: 0,
      progress: { answered: 12, total: 35 },
      scores: { ace: 10, ace_max: 10, expanded: 0, pce: 7 },
      sections: [],
    }
    expect(GuideReportSchema.safeParse(report).success).toBe(true)
    // A report says what it was made from: without it, or with a negative count, it is refused.
    expect(GuideReportSchema.safeParse({ ...report, progress: undefined }).success).toBe(false)
    expect(GuideReportSchema.safeParse({ ...report, progress: { answered: -1, total: 35 } }).success).toBe(
      false,
    )
    expect(GuideReportSchema.safeParse({ ...report, scores: { ...report.scores, ace: 11 } }).success).toBe(
      false,
    )
    expect(GuideReportSchema.safeParse({ ...report, scores: { ...report.scores, ace_max: 9 } }).success).toBe(
      false,
    )
    expect(GuideReportSchema.safeParse({ ...report, status: 'done' }).success).toBe(false)
  })
})

describe('caregiver styles', () => {
  it('are two of the known styles', () => {
    for (const a of CAREGIVER_STYLES)
      expect(StyleParamsSchema.safeParse({ a, b: CAREGIVER_STYLES[0] }).success).toBe(true)
    expect(StyleParamsSchema.safeParse({ a: 'strict', b: CAREGIVER_STYLES[0] }).success).toBe(false)
  })
})
