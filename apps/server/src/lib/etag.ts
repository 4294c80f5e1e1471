import { createHash } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'

// Weak (W/): the same JSON goes out as brotli, gzip or plain bytes (plugins/compression.ts), and a
// strong validator would promise byte-identical bodies across those.
export function weakTag(json: string): string {
  return `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`
}

/** If-None-Match compares weakly (RFC 9110 §13.1.2), and may list several tags. */
export function browserHas(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match']
  if (!header) return false
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  return header.trim() === '*' || header.split(',').some((tag) => opaque(tag) === opaque(etag))
}

/**
 * For content that changes only when content/ changes: send it with an ETag and let the browser
 * revalidate, answering 304 with no body when it already has this version.
 */
export function sendCacheable<T>(request: FastifyRequest, reply: FastifyReply, body: T) {
  const etag = weakTag(JSON.stringify(body))
  reply.header('ETag', etag).header('Cache-Control', 'no-cache')
  if (browserHas(request, etag)) return reply.status(304).send()
  return body
}

/** A body that never changes while the server runs, serialised and hashed once. */
export interface PreparedJson {
  json: string
  etag: string
}

export function prepareJson(body: unknown): PreparedJson {
  const json = JSON.stringify(body)
  return { json, etag: weakTag(json) }
}

/** Sends a prepared body (no per-request serialising or hashing), or 304 when the browser has it. */
export function sendPrepared(request: FastifyRequest, reply: FastifyReply, prepared: PreparedJson) {
  reply.header('ETag', prepared.etag).header('Cache-Control', 'no-cache')
  if (browserHas(request, prepared.etag)) return reply.status(304).send()
  return reply.type('application/json; charset=utf-8').send(prepared.json)
}
