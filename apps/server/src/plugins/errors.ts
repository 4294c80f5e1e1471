import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { AppError, errorBody } from '../lib/app-error'
import { say, type MessageId } from '../lib/messages'
import { languageOf } from './language'
import { fieldMessage } from './validation-messages'

// Fastify's own 4xx errors that people can meet, mapped to clear messages and our codes.
const KNOWN_4XX: Record<string, [number, string, MessageId]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE', 'request.notJson'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'BODY_TOO_LARGE', 'request.bodyTooLarge'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'BAD_REQUEST', 'request.bodyLengthWrong'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'INVALID_JSON', 'request.bodyEmpty'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'INVALID_JSON', 'request.bodyNotJson'],
  FST_ERR_BAD_URL: [400, 'BAD_URL', 'request.badAddress'],
  // A path parameter longer than the router's maxParamLength cannot name anything.
  FST_ERR_MAX_PARAM_LENGTH: [404, 'NOT_FOUND', 'request.nothingHere'],
  FST_ERR_ASYNC_CONSTRAINT: [400, 'BAD_REQUEST', 'request.notRouted'],
}

/**
 * Fastify's router answers some addresses itself, before any hook or error handler (a path that is
 * not valid percent-encoded UTF-8, a path parameter over maxParamLength): its own body carries
 * FST_ERR_* codes and calls a 414 "Bad Request". Given as the `frameworkErrors` option (app.ts),
 * this sends the one error shape instead, with the security headers the skipped hooks would have set.
 */
export function frameworkErrors(setHeaders: (request: FastifyRequest, reply: FastifyReply) => void) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const [status, code, id] = KNOWN_4XX[error.code] ?? [400, 'BAD_REQUEST', 'request.notUnderstood']
    // No hook ran: the language is the browser's (languageOf), said here as the language plugin would.
    const language = languageOf(request)
    reply
      .status(status)
      .type('application/json; charset=utf-8')
      .header('Content-Language', language)
      .header('Vary', 'Accept-Language')
    setHeaders(request, reply)
    return reply.send(errorBody(status, code, say(id, language)))
  }
}

/** Each field's message once: two checks of one field may come to the same words (a body too short). */
function uniqueFields(fields: { path: string; message: string }[]) {
  const seen = new Set<string>()
  return fields.filter(({ path, message }) => {
    const key = JSON.stringify([path, message])
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/**
 * One error shape for every failure (SPEC §2): 422 with `fields` for invalid input, clear 4xx
 * messages, and 5xx bodies that never carry internal detail (Fastify's default handler leaks
 * database errors, security-bar §5). Codes never change; messages are in the request's language
 * (decision 081).
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const language = languageOf(request)
      if (error instanceof AppError) {
        if (error.headers) reply.headers(error.headers)
        return reply.status(error.statusCode).send(error.bodyIn(language))
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields = uniqueFields(
          error.validation.map((issue) => ({
            path: [error.validationContext ?? 'body', ...issue.instancePath.split('/').filter(Boolean)].join(
              '.',
            ),
            message: fieldMessage(issue, language),
          })),
        )
        return reply
          .status(422)
          .send(errorBody(422, 'VALIDATION_FAILED', say('request.invalid', language), fields))
      }
      const known = error.code ? KNOWN_4XX[error.code] : undefined
      if (known) return reply.status(known[0]).send(errorBody(known[0], known[1], say(known[2], language)))
      if (error instanceof SyntaxError || error.statusCode === 400) {
        // JSON syntax errors and prototype-poisoning attempts land here.
        return reply.status(400).send(errorBody(400, 'BAD_REQUEST', say('request.notUnderstood', language)))
      }
      const status =
        error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500
      if (status < 500) {
        // Another 4xx of Fastify's: its English words as they were, else what they come to.
        const said = language === 'en' ? error.message : say('request.notUnderstood', language)
        return reply.status(status).send(errorBody(status, error.code ?? 'BAD_REQUEST', said))
      }
      request.log.error({ err: error }, 'request failed')
      return reply.status(500).send(errorBody(500, 'INTERNAL', say('request.serverFailed', language)))
    })
  },
  { name: 'errors' },
)
