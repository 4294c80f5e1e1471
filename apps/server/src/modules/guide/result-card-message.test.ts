import { describe, expect, it } from 'vitest'
import { ResultAnswerResponseSchema } from '@kindred/contract/guide'
import { answer, buildGuideApp, G, visitor } from '../../../test/guide-fixtures'

// GET /result-answer/{id}: the note under a saved answer fits the answer's own type.

const { app } = await buildGuideApp()
const texts = app.guide.catalog.content.report.result_card

async function cardFor(pattern: Record<string, string>) {
  const { browser, sessionId } = await visitor(app)
  const ids = await answer(app, browser, sessionId, pattern)
  const [slug] = Object.keys(pattern)
  const res = await browser.get(`${G}/result-answer/${ids[slug!]}/?session_id=${sessionId}`)
  expect(res.statusCode).toBe(200)
  return ResultAnswerResponseSchema.parse(res.json())
}

describe('the result card message', () => {
  it('after parents separating, speaks of separation, never of harm done or fault', async () => {
    const card = await cardFor({ 'parental-separation': 'yes' })
    expect(card).toMatchObject({ counts: true, type: { slug: 'parental-separation' } })
    expect(card.message).toBe(texts.counting['parental-separation'])
    expect(card.message).toMatch(/separat/i)
    expect(card.message).not.toMatch(/fault|harm|abuse|hurt/i)
  })

  it('after abuse, says it was not their fault', async () => {
    const card = await cardFor({ 'physical-abuse-marks-or-injury': 'yes' })
    expect(card.message).toBe(texts.counting['physical-abuse'])
    expect(card.message).toMatch(/not your fault/)
  })

  it('is the same for every item of a type, whichever item it is', async () => {
    const marks = await cardFor({ 'physical-abuse-marks-or-injury': 'yes' })
    const rough = await cardFor({ 'physical-abuse-rough-handling': 'often' })
    expect(rough.message).toBe(marks.message)
  })

  it('thanks without a type message when the answer does not count, and respects "rather not say"', async () => {
    expect((await cardFor({ 'parental-separation': 'no' })).message).toBe(texts.not_counting)
    expect((await cardFor({ 'parental-separation': 'rather-not-say' })).message).toBe(texts.rather_not_say)
  })
})
