import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { DEFAULT_LANGUAGE, type Language } from '@kindred/contract/languages'
import { preferredLanguage } from '../lib/accept-language'

export type { Language }

/** A request's language, and whether the person's saved choice decided it (else the browser's header did). */
interface Decided {
  language: Language
  saved: boolean
}

const decidedFor = new WeakMap<FastifyRequest, Decided>()

/** The language the signed-in person saved in their preferences, or null (a visitor, or none saved). */
export const savedLanguageOf = (request: FastifyRequest): Language | null =>
  request.auth?.user.language ?? null

// The one rule (issue 38, decision 081): the person's saved language, else the first of the
// browser's that Kindred speaks, else English.
function decide(request: FastifyRequest): Decided {
  const saved = savedLanguageOf(request)
  if (saved) return { language: saved, saved: true }
  const header = request.headers['accept-language']
  return { language: preferredLanguage(header) ?? DEFAULT_LANGUAGE, saved: false }
}

/**
 * Which language the answer to this request speaks. Decided once, after the person is known; an
 * answer written before that (a request refused earlier, or by the router itself) follows the header.
 */
export const languageOf = (request: FastifyRequest): Language => decisionOf(request).language

const decisionOf = (request: FastifyRequest): Decided => decidedFor.get(request) ?? decide(request)

/** Answers a person reads: JSON (answers and errors) and the app's page; not files, streams or empty answers. */
function carriesText(reply: FastifyReply): boolean {
  if (reply.statusCode === 204 || reply.statusCode === 304) return false
  const type = reply.getHeader('content-type')
  return typeof type === 'string' && (type.startsWith('application/json') || type.startsWith('text/html'))
}

/** Adds a request header to Vary, keeping what is there. */
function varyOn(reply: FastifyReply, header: string): void {
  const current = reply.getHeader('vary')
  const listed = [current ?? []].flat().flatMap((value) => String(value).split(','))
  if (listed.some((name) => name.trim().toLowerCase() === header.toLowerCase() || name.trim() === '*')) return
  reply.header('Vary', [...listed.map((name) => name.trim()).filter(Boolean), header].join(', '))
}

/**
 * Says `Content-Language` on every answer with text a person reads, and `Vary: Accept-Language` on
 * those whose language the browser's header chose, so no cache between gives one reader's language
 * to another. After authentication, whose person's saved language comes first.
 */
export const languagePlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      decidedFor.set(request, decide(request))
    })
    app.addHook('onSend', async (request, reply, payload) => {
      if (!carriesText(reply)) return payload
      const { language, saved } = decisionOf(request)
      reply.header('Content-Language', language)
      if (!saved) varyOn(reply, 'Accept-Language')
      return payload
    })
  },
  { name: 'language', dependencies: ['authentication'] },
)
