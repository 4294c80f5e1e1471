import { createHash } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'

/**
 * For content that changes only when content/ changes: send it with a strong ETag and let the
 * browser revalidate, answering 304 with no body when it already has this version.
 */
export function sendCacheable<T>(request: FastifyRequest, reply: FastifyReply, body: T) {
  const etag = `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27)}"`
  reply.header('ETag', etag).header('Cache-Control', 'no-cache')
  if (request.headers['if-none-match'] === etag) return reply.status(304).send()
  return body
}
