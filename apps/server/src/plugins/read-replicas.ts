import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { ReadDb } from '../db/client'

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Where this request's reads that tolerate a short lag run (decision 087): a healthy replica
     * that has replayed the reader's own last write, else the primary. Only for reads nothing
     * narrowed depends on, or whose answer is checked on the primary before it is sent.
     */
    lagTolerantReads(): ReadDb
  }
}

/** The primary's WAL position after a person's last write: their reads wait for a replica past it. */
export const WRITTEN_COOKIE = 'kindred_written'

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Read your writes (decision 087). After a person's write succeeds, the answer carries the
 * primary's WAL position in an HttpOnly cookie; a later request with it reads from a replica only
 * once that replica has replayed past it. The cookie lives as long as a replica may lag and a
 * check more: after that any replica still used has replayed past the write anyway. Without
 * replicas nothing is read or set.
 */
export const readReplicasPlugin = fp(
  async (app: FastifyInstance, options: { secure: boolean; maxLagMs: number }) => {
    const { database } = app
    app.decorateRequest('lagTolerantReads', function (this: FastifyRequest) {
      return database.reads(this.cookies[WRITTEN_COOKIE])
    })
    if (database.replicaHealth().length === 0) return
    const maxAge = Math.ceil(options.maxLagMs / 1000) + 2
    app.addHook('onSend', async (request, reply, payload) => {
      if (READS.has(request.method) || !request.auth || reply.statusCode >= 400) return payload
      // A primary that cannot say where it is cannot have taken the write either; nothing to wait for.
      const position = await database.writePosition().catch(() => undefined)
      if (position !== undefined)
        reply.setCookie(WRITTEN_COOKIE, position, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: options.secure,
          maxAge,
        })
      return payload
    })
  },
  { name: 'read-replicas', dependencies: ['authentication'] },
)
