import { describe, expect, it } from 'vitest'
import { INTERACTION_PATHS } from '@kindred/contract/interactions'
import { answer, visitor } from '../../../test/guide-fixtures'
import { buildInteractionsApp, quickPerson } from '../../../test/interaction-fixtures'
import { share } from '../../../test/memory-fixtures'
import type { TestBrowser } from '../../../test/test-browser'

// The account export in the language it is asked in (issue 38): the same format, keys, codes and
// slugs in every language; what a person reads in it (the guide's questions, the phrases they gave,
// their devices) in their words.

const { app } = await buildInteractionsApp()
const EXPORT = '/api/v1/account/export'

/** Every leaf of a JSON value by its path: `guide.sessions.0.answers.0.question`. */
function leaves(value: unknown, path = ''): Map<string, unknown> {
  if (value === null || typeof value !== 'object') return new Map([[path, value]])
  return new Map(
    Object.entries(value).flatMap(([key, inner]) => [...leaves(inner, path ? `${path}.${key}` : key)]),
  )
}

/** A person who answered the guide and gave a phrase on someone's memory. */
async function personWithWords(): Promise<TestBrowser> {
  const { browser } = await quickPerson(app, 'exporter')
  const { sessionId } = await visitor(app, browser)
  await answer(app, browser, sessionId, { 'parental-separation': 'yes' })
  const memory = await share((await quickPerson(app, 'author')).browser, { visibility: 'public' })
  const phrases = (await browser.get(`${INTERACTION_PATHS.feedbackList}?type=memory`)).json().results as {
    id: number
    slug: string
  }[]
  const heard = phrases.find((phrase) => phrase.slug === 'i-believe-you')!
  const given = await browser.post(INTERACTION_PATHS.feedback, {
    feedback_id: heard.id,
    shareable_link: memory.shareable_link,
  })
  expect(given.statusCode, given.body).toBeLessThan(300)
  return browser
}

describe('the account export in Spanish', () => {
  it('names questions, phrases and devices in Spanish, with every key, code and slug as in English', async () => {
    const browser = await personWithWords()
    const english = (await browser.get(EXPORT)).json()
    const spanishAnswer = await browser.get(EXPORT, { headers: { 'accept-language': 'es' } })
    expect(spanishAnswer.statusCode).toBe(200)
    const spanish = spanishAnswer.json()

    const [en, es] = [leaves(english), leaves(spanish)]
    expect([...es.keys()]).toEqual([...en.keys()])
    // Only the words differ (and the moment, when a second passed between the two).
    const differ = [...en.keys()].filter((path) => path !== 'exported_at' && en.get(path) !== es.get(path))
    expect(differ.sort()).toEqual([
      'feedback_given.0.label',
      'guide.sessions.0.answers.0.question',
      'sessions.0.device',
    ])
    expect(spanish).toMatchObject({ format: 'kindred-export', version: 1 })
    expect(spanish.guide.sessions[0].answers[0]).toMatchObject({
      item: 'parental-separation',
      answer: 'yes',
      question: 'Antes de cumplir 18 años, ¿tus padres se separaron o se divorciaron?',
    })
    expect(english.guide.sessions[0].answers[0].question).toBe(
      'Before you turned 18, did your parents split up (separate or divorce)?',
    )
    expect([spanish.sessions[0].device, english.sessions[0].device]).toEqual([
      'Chrome en Linux',
      'Chrome on Linux',
    ])
    expect([spanish.feedback_given[0], english.feedback_given[0]]).toMatchObject([
      { phrase: 'i-believe-you', label: 'Te creo' },
      { phrase: 'i-believe-you', label: 'I believe you' },
    ])
  })

  it('names the devices of the sessions list the same way as the export', async () => {
    const { browser } = await quickPerson(app, 'sessions')
    const devices = async (language: string) =>
      (await browser.get('/api/v1/auth/sessions', { headers: { 'accept-language': language } }))
        .json()
        .results.map((session: { device: string }) => session.device)
    expect([await devices('es'), await devices('en')]).toEqual([['Chrome en Linux'], ['Chrome on Linux']])
  })
})
