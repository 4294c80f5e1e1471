import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/**
 * While the server shuts down, every response closes its connection. Without this, a keep-alive
 * connection whose request finished after shutdown began keeps `app.close()` waiting for the
 * keep-alive timeout (fastify#7044, security-bar §4.3). New requests get 503 from Fastify itself.
 */
export const gracefulClosePlugin = fp(
  async (app: FastifyInstance) => {
    let closing = false
    app.addHook('preClose', async () => {
      closing = true
    })
    app.addHook('onSend', async (_request, reply, payload) => {
      if (closing) reply.header('Connection', 'close')
      return payload
    })
  },
  { name: 'graceful-close' },
)
