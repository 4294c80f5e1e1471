import type { FastifyInstance } from 'fastify'
import closeWithGrace from 'close-with-grace'

/**
 * Listens, and on SIGTERM/SIGINT stops accepting, lets in-flight requests finish, closes the
 * database last (onClose order) and exits 0. The delay is a hard cap (exit 1) so a stuck request
 * can never keep a deploy waiting.
 */
export async function serve(app: FastifyInstance, options: { port: number; host: string; graceMs?: number }) {
  closeWithGrace({ delay: options.graceMs ?? 10_000, logger: app.log }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an unexpected error')
    else app.log.info({ signal }, 'shutting down')
    await app.close()
    app.log.info('closed')
  })
  await app.listen({ port: options.port, host: options.host })
}
