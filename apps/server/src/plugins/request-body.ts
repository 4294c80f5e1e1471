import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { unstorableReason } from '@kindred/contract/text'
import { AppError } from '../lib/app-error'
import type { MessageId } from '../lib/messages'

type Found = { path: string; message: MessageId }

/** The contract's reasons (text.ts) as the messages that say them, of a value and of a field's name. */
const SAID: Record<string, { value: MessageId; name: MessageId }> = {
  'must not contain NUL characters': { value: 'text.nul', name: 'text.fieldNamesNul' },
  'must be valid Unicode text': { value: 'text.loneSurrogate', name: 'text.fieldNamesLoneSurrogate' },
}
const said = (reason: string, of: 'value' | 'name'): MessageId => SAID[reason]?.[of] ?? 'validation.invalid'

function findUnstorable(value: unknown, path: string, depth = 0): Found | null {
  if (typeof value === 'string') {
    const reason = unstorableReason(value)
    return reason ? { path, message: said(reason, 'value') } : null
  }
  if (depth > 32 || value === null || typeof value !== 'object') return null
  for (const [key, item] of Object.entries(value)) {
    const keyReason = unstorableReason(key)
    if (keyReason) return { path, message: said(keyReason, 'name') }
    const found = findUnstorable(item, `${path}.${key}`, depth + 1)
    if (found) return found
  }
  return null
}

/**
 * Bodies are JSON or nothing: every other content type (text/plain above all, which a cross-site
 * form can send) gets 415. Then every string anywhere in the request is checked for NUL bytes and
 * lone surrogates, which PostgreSQL cannot store (security-bar §1.11), before any route sees it.
 */
export const requestBodyPlugin = fp(
  async (app: FastifyInstance) => {
    app.removeAllContentTypeParsers()
    const parseJson = app.getDefaultJsonParser('error', 'error')
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      // Our client sends the JSON content type on bodiless DELETEs too (seed §7: all requests JSON).
      const text = body.toString()
      if (text === '') return done(null, undefined)
      parseJson(request, text, done)
    })

    app.addHook('preValidation', async (request) => {
      const found =
        findUnstorable(request.params, 'params') ??
        findUnstorable(request.query, 'querystring') ??
        findUnstorable(request.body, 'body')
      if (found) throw new AppError(422, 'VALIDATION_FAILED', 'request.invalid', [found])
    })
  },
  { name: 'request-body' },
)
