import { describe, expect, it } from 'vitest'
import { INTERACTION_PATHS, type FeedbackPhrase } from '@kindred/contract/interactions'
import { PREFERENCE_PATHS } from '@kindred/contract/preferences'
import { buildTestApp } from '../../../test/build-test-app'
import { quickPerson } from '../../../test/interaction-fixtures'
import { MEMBER_LIMITS, liftedLimits } from '../../../test/lifted-limits'
import { share } from '../../../test/memory-fixtures'
import { TestBrowser } from '../../../test/test-browser'

// Kind words and the me too in the reader's language (issue 38, decision 083): a phrase is given by
// its id, the same in every language; what it says follows whoever reads the counts.

const app = await buildTestApp({ env: { RATE_LIMITS: liftedLimits(...MEMBER_LIMITS) } })
const SPANISH = { 'accept-language': 'es' }
const listOf = (res: { json(): { results: FeedbackPhrase[] } }) => res.json().results

describe('feedback phrases and reactions in Spanish', () => {
  it('offers the phrases for a memory in Spanish, with the same ids and slugs', async () => {
    const visitor = new TestBrowser(app)
    const url = `${INTERACTION_PATHS.feedbackList}?type=memory`
    const [en, es] = [listOf(await visitor.get(url)), listOf(await visitor.get(url, { headers: SPANISH }))]
    expect(es.map((p) => [p.id, p.slug, p.applies_to])).toEqual(en.map((p) => [p.id, p.slug, p.applies_to]))
    expect(es.find((p) => p.slug === 'i-believe-you')!.label).toBe('Te creo')
    expect(en.find((p) => p.slug === 'i-believe-you')!.label).toBe('I believe you')
  })

  it("counts what was given in the reader's language, whoever gave it in whichever", async () => {
    const { browser: author } = await quickPerson(app, 'autora')
    const { browser: giver } = await quickPerson(app, 'giver')
    const memory = await share(author, { visibility: 'public' })
    const phrases = listOf(await giver.get(`${INTERACTION_PATHS.feedbackList}?type=memory`))
    const believe = phrases.find((p) => p.slug === 'i-believe-you')!
    const given = await giver.post(
      INTERACTION_PATHS.feedback,
      { feedback_id: believe.id, shareable_link: memory.shareable_link },
      { headers: SPANISH },
    )
    expect(given.json().counts).toEqual([{ feedback_id: believe.id, label: 'Te creo', count: 1 }])
    const url = `${INTERACTION_PATHS.userFeedback}?shareable_link=${memory.shareable_link}`
    const visitor = new TestBrowser(app)
    expect((await visitor.get(url)).json().counts).toEqual([
      { feedback_id: believe.id, label: 'I believe you', count: 1 },
    ])
    expect((await visitor.get(url, { headers: SPANISH })).json().counts[0].label).toBe('Te creo')
  })

  it("labels the me too with the reader's empathy text in their language", async () => {
    const labelOf = async (browser: TestBrowser, headers?: Record<string, string>) =>
      (await browser.get(INTERACTION_PATHS.reactionOptions, { headers })).json().results[0].label
    const visitor = new TestBrowser(app)
    expect(await labelOf(visitor)).toBe('Me too')
    expect(await labelOf(visitor, SPANISH)).toBe('A mí también')
    const { browser } = await quickPerson(app, 'oyente')
    const options = (await browser.get(PREFERENCE_PATHS.options)).json()
    const hearYou = options.categories
      .find((c: { key: string }) => c.key === 'empathy_button_text')
      .options.find((o: { slug: string }) => o.slug === 'i-hear-you')
    expect(
      (await browser.post(PREFERENCE_PATHS.update, { empathy_button_text: hearYou.id })).statusCode,
    ).toBe(200)
    expect(await labelOf(browser, SPANISH)).toBe('Te escucho')
    expect(await labelOf(browser)).toBe('I hear you')
  })

  it("names love in the reader's language", async () => {
    const loveOf = async (headers?: Record<string, string>) =>
      (await new TestBrowser(app).get(INTERACTION_PATHS.reactionOptions, { headers }))
        .json()
        .results.find((option: { key: string }) => option.key === 'love').label
    expect(await loveOf()).toBe('Love')
    expect(await loveOf(SPANISH)).toBe('Cariño')
  })
})
