import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { AppError, errorBody } from '../lib/app-error'

const GENERIC_5XX =
  'Something went wrong on our side. Nothing you sent was lost; please try again in a moment.'

// Fastify's own 4xx errors that people can meet, mapped to clear messages and our codes.
const KNOWN_4XX: Record<string, [number, string, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    'Requests with a body must be sent as application/json.',
  ],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'BODY_TOO_LARGE', 'The request body is too large.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [
    400,
    'BAD_REQUEST',
    'The request body length does not match its header.',
  ],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'INVALID_JSON', 'The request body is empty.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'INVALID_JSON', 'The request body is not valid JSON.'],
  FST_ERR_BAD_URL: [400, 'BAD_URL', 'The address is not valid.'],
  // A path parameter longer than the router's maxParamLength cannot name anything.
  FST_ERR_MAX_PARAM_LENGTH: [404, 'NOT_FOUND', 'There is nothing at this address.'],
  FST_ERR_ASYNC_CONSTRAINT: [400, 'BAD_REQUEST', 'The request could not be routed.'],
}

/**
 * Fastify's router answers some addresses itself, before any hook or error handler (a path that is
 * not valid percent-encoded UTF-8, a path parameter over maxParamLength): its own body carries
 * FST_ERR_* codes and calls a 414 "Bad Request". Given as the `frameworkErrors` option (app.ts),
 * this sends the one error shape instead, with the security headers the skipped hooks would have set.
 */
export function frameworkErrors(setHeaders: (request: FastifyRequest, reply: FastifyReply) => void) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const [status, code, message] = KNOWN_4XX[error.code] ?? [
      400,
      'BAD_REQUEST',
      'The request could not be understood.',
    ]
    reply.status(status).type('application/json; charset=utf-8')
    setHeaders(request, reply)
    return reply.send(errorBody(status, code, message))
  }
}

/**
 * One error shape for every failure (SPEC §2): 422 with `fields` for invalid input, clear 4xx
 * messages, and 5xx bodies that never carry internal detail (Fastify's default handler leaks
 * database errors, security-bar §5).
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        if (error.headers) reply.headers(error.headers)
        return reply
          .status(error.statusCode)
          .send(errorBody(error.statusCode, error.code, error.message, error.fields))
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields = error.validation.map((issue) => ({
          path: [error.validationContext ?? 'body', ...issue.instancePath.split('/').filter(Boolean)].join(
            '.',
          ),
          message: issue.message ?? 'is not valid',
        }))
        return reply
          .status(422)
          .send(errorBody(422, 'VALIDATION_FAILED', 'Some of what was sent is not valid.', fields))
      }
      const known = error.code ? KNOWN_4XX[error.code] : undefined
      if (known) return reply.status(known[0]).send(errorBody(known[0], known[1], known[2]))
      if (error instanceof SyntaxError || error.statusCode === 400) {
        // JSON syntax errors and prototype-poisoning attempts land here.
        return reply.status(400).send(errorBody(400, 'BAD_REQUEST', 'The request could not be understood.'))
      }
      const status =
        error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500
      if (status < 500) {
        return reply.status(status).send(errorBody(status, error.code ?? 'BAD_REQUEST', error.message))
      }
      request.log.error({ err: error }, 'request failed')
      return reply.status(500).send(errorBody(500, 'INTERNAL', GENERIC_5XX))
    })
  },
  { name: 'errors' },
)
