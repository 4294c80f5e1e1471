import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'
import { PREFERENCE_PATHS } from '@kindred/contract/preferences'
import { buildTestApp } from '../../test/build-test-app'
import { quickPerson } from '../../test/interaction-fixtures'
import { TestBrowser } from '../../test/test-browser'
import { say } from '../lib/messages'
import { languageOf } from './language'

// The request's language (issue 38, decision 081): the person's saved one, else the browser's
// Accept-Language, else English; said on every answer with text (Content-Language), followed by
// error messages (codes unchanged) and the app's page (<html lang>), and never mixed up by a cache.

const INDEX = '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>'
const webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'kindred-language-'))
await fs.writeFile(path.join(webDist, 'index.html'), INDEX)
afterAll(() => fs.rm(webDist, { recursive: true, force: true }))

/** A visitors' answer kept by the visitor cache whose words follow the language, as content will. */
const SAID_TO_VISITORS = '/test/said-to-visitors'

const app = await buildTestApp({
  env: { VISITOR_CACHE_MS: '60000' },
  webDist,
  extend: (server) => {
    server.get(SAID_TO_VISITORS, { config: { visitorCache: true } }, async (request) => ({
      words: say('request.nothingHere', languageOf(request)),
    }))
  },
})
const visitor = new TestBrowser(app)
const CRISIS_LINES = '/api/v1/help/crisis-lines'
const SPANISH = { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' }
const ENGLISH = { 'accept-language': 'en-GB,en;q=0.9' }

const languageOfAnswer = (res: LightMyRequestResponse) => res.headers['content-language']
const varies = (res: LightMyRequestResponse) =>
  String(res.headers.vary ?? '')
    .toLowerCase()
    .split(/,\s*/)
    .includes('accept-language')

describe("a visitor's language", () => {
  it.each([
    ['Spanish from Mexico', 'es-MX', 'es'],
    ['Spanish second to a language Kindred does not speak', 'fr-FR,fr;q=0.9,es;q=0.8', 'es'],
    ['English before Spanish', 'en-US,es;q=0.5', 'en'],
    ['no language Kindred speaks', 'de-DE,fr;q=0.9', 'en'],
    ['a header that cannot be read', ';;q=es,,=', 'en'],
  ])('is the browser’s: %s → %s', async (_name, header, language) => {
    const res = await visitor.get(CRISIS_LINES, { headers: { 'accept-language': header } })
    expect(res.statusCode).toBe(200)
    expect(languageOfAnswer(res)).toBe(language)
    expect(varies(res)).toBe(true)
  })

  it('is English when the browser names none', async () => {
    const res = await visitor.get(CRISIS_LINES)
    expect([res.statusCode, languageOfAnswer(res)]).toEqual([200, 'en'])
  })
})

describe('error messages', () => {
  it('follow the language, with the same code', async () => {
    const inSpanish = await visitor.get(PREFERENCE_PATHS.mine, { headers: SPANISH })
    const inEnglish = await visitor.get(PREFERENCE_PATHS.mine, { headers: ENGLISH })
    expect([inSpanish.statusCode, inSpanish.json().code, inSpanish.json().message]).toEqual([
      401,
      'UNAUTHENTICATED',
      'Vuelve a entrar, por favor.',
    ])
    expect([inEnglish.statusCode, inEnglish.json().code, inEnglish.json().message]).toEqual([
      401,
      'UNAUTHENTICATED',
      'Please sign in again.',
    ])
    expect([languageOfAnswer(inSpanish), languageOfAnswer(inEnglish)]).toEqual(['es', 'en'])
  })

  it("say which field is wrong and why in the reader's language", async () => {
    const { browser } = await quickPerson(app, 'fields')
    const res = await browser.post(PREFERENCE_PATHS.update, { language: 'fr' }, { headers: SPANISH })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Parte de lo que enviaste no es válido.',
      fields: [{ path: 'body.language', message: 'Elige una de estas opciones: en, es.' }],
    })
  })

  it('are in Spanish for an address nobody serves, and one the router cannot read', async () => {
    const missing = await visitor.get('/api/v1/nothing-here', { headers: SPANISH })
    expect([missing.statusCode, missing.json().code, missing.json().message]).toEqual([
      404,
      'NOT_FOUND',
      'No hay nada en esta dirección.',
    ])
    // Answered by the router before any hook: the language still comes from the header.
    const unreadable = await app.inject({ url: '/api/v1/memories/%E0%A4%A', headers: SPANISH })
    expect([unreadable.statusCode, unreadable.json().code, languageOfAnswer(unreadable)]).toEqual([
      400,
      'BAD_URL',
      'es',
    ])
    expect(unreadable.json().message).toBe('La dirección no es válida.')
    expect(varies(unreadable)).toBe(true)
  })
})

describe('a signed-in person', () => {
  it('is answered in the language they saved, whatever the browser says, and in the browser’s once they forget it', async () => {
    const { browser } = await quickPerson(app, 'saved')
    expect(languageOfAnswer(await browser.get(PREFERENCE_PATHS.mine, { headers: SPANISH }))).toBe('es')

    expect(
      (await browser.post(PREFERENCE_PATHS.update, { language: 'es' }, { headers: ENGLISH })).statusCode,
    ).toBe(200)
    const saved = await browser.get(PREFERENCE_PATHS.mine, { headers: ENGLISH })
    expect([languageOfAnswer(saved), saved.json().language]).toEqual(['es', 'es'])
    // The header did not choose it, so the answer does not vary with it.
    expect(varies(saved)).toBe(false)
    const refused = await browser.post(PREFERENCE_PATHS.update, { theme: 'dark' }, { headers: ENGLISH })
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Parte de lo que enviaste no es válido.',
    })

    await browser.post(PREFERENCE_PATHS.update, { language: null }, { headers: ENGLISH })
    expect(languageOfAnswer(await browser.get(PREFERENCE_PATHS.mine, { headers: ENGLISH }))).toBe('en')
    expect(languageOfAnswer(await browser.get(PREFERENCE_PATHS.mine, { headers: SPANISH }))).toBe('es')
  })
})

describe("the app's page", () => {
  it('says its language in <html lang> and Content-Language, and varies with the header', async () => {
    const spanish = await visitor.get('/help', { headers: { ...SPANISH, accept: 'text/html' } })
    const english = await visitor.get('/help', { headers: { ...ENGLISH, accept: 'text/html' } })
    expect(spanish.body).toContain('<html lang="es">')
    expect(english.body).toContain('<html lang="en">')
    expect([languageOfAnswer(spanish), languageOfAnswer(english)]).toEqual(['es', 'en'])
    expect(varies(spanish) && varies(english)).toBe(true)
  })

  it('says it on the not-found page too', async () => {
    const res = await visitor.get('/no-such-page', { headers: { ...SPANISH, accept: 'text/html' } })
    expect([res.statusCode, languageOfAnswer(res)]).toEqual([404, 'es'])
    expect(res.body).toContain('<html lang="es">')
  })
})

describe('the visitor cache', () => {
  it('never gives one language’s words to a reader of another', async () => {
    const spanish = await visitor.get(SAID_TO_VISITORS, { headers: SPANISH })
    const english = await visitor.get(SAID_TO_VISITORS, { headers: ENGLISH })
    const spanishAgain = await visitor.get(SAID_TO_VISITORS, { headers: SPANISH })
    expect(spanish.json()).toEqual({ words: 'No hay nada en esta dirección.' })
    expect(english.json()).toEqual({ words: 'There is nothing at this address.' })
    expect(spanishAgain.json()).toEqual(spanish.json())
    expect([spanish, english, spanishAgain].map(languageOfAnswer)).toEqual(['es', 'en', 'es'])
    expect(varies(english)).toBe(true)
  })

  it("does not answer an English reader 304 with the Spanish answer's tag", async () => {
    const spanish = await visitor.get(SAID_TO_VISITORS, { headers: SPANISH })
    const english = await visitor.get(SAID_TO_VISITORS, {
      headers: { ...ENGLISH, 'if-none-match': String(spanish.headers.etag) },
    })
    expect([english.statusCode, english.json()]).toEqual([
      200,
      { words: 'There is nothing at this address.' },
    ])
  })
})
