import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import compress from '@fastify/compress'

/** Bodies smaller than this gain less from compression than the encoding costs. */
export const COMPRESSION_THRESHOLD = 1024

/**
 * API answers (JSON) of 1 kB or more go out compressed with brotli or gzip, as the browser
 * accepts (decision 013). Only JSON: the web app's files are compressed at build time (spa.ts),
 * and an event stream must reach the browser message by message, which a compressor would hold
 * back. Request bodies are never decompressed: a small compressed body could expand far beyond
 * the body limit.
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(compress, {
      global: true,
      globalDecompression: false,
      encodings: ['br', 'gzip'],
      threshold: COMPRESSION_THRESHOLD,
      customTypes: /^application\/json(?:;|$)/,
    })
  },
  { name: 'compression' },
)
