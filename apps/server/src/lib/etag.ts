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

/** A body that never changes while the server runs, serialised and hashed once. */
export interface PreparedJson {
  json: string
  etag: string
}

export function prepareJson(body: unknown): PreparedJson {
  const json = JSON.stringify(body)
  return { json, etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"` }
}

/** Sends a prepared body (no per-request serialising or hashing), or 304 when the browser has it. */
export function sendPrepared(request: FastifyRequest, reply: FastifyReply, prepared: PreparedJson) {
  reply.header('ETag', prepared.etag).header('Cache-Control', 'no-cache')
  if (request.headers['if-none-match'] === prepared.etag) return reply.status(304).send()
  return reply.type('application/json; charset=utf-8').send(prepared.json)
}
