import type { FastifyRequest, FastifyServerOptions } from 'fastify'
import type { DestinationStream } from 'pino'

// Safety net for anything that logs an object by hand. Request logs below never include
// headers, bodies or query strings in the first place (security-bar §1.12).
const REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.current_password',
  '*.new_password',
  '*.token',
  '*.email',
  '*.new_email',
  '*.body',
  '*.answers',
  '*.content',
  '*.session_id',
]

/**
 * Pino options for Fastify. Requests are logged by their route pattern
 * (`/api/v1/childhood-trauma-guide/user_answer/list/:session`), never the raw URL: paths and query
 * strings carry guide session ids, which are as good as a password to someone's answers.
 */
export function loggerOptions(level: string, stream?: DestinationStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACT, censor: '[redacted]' },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        route: request.routeOptions?.url ?? '(no route)',
      }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
    },
  }
}
