import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { relationVersionOf } from '../access'
import type { Db, ReadDb } from '../db/client'
import { AppError } from '../lib/app-error'
import type { VersionPair } from '../lib/version-check'

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A POST that writes nothing (a batch read that sends its list in a body, like the statuses of
     * a feed page's memories): no read-your-writes position is asked of the primary after it.
     */
    readsOnly?: boolean
  }
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
      const wrote = !READS.has(request.method) && request.routeOptions.config.readsOnly !== true
      if (!wrote || !request.auth || reply.statusCode >= 400) return payload
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

/** A not-found (404) read on a replica: what it asks for may have been made after the replica's copy. */
const notFound = (error: unknown) => error instanceof AppError && error.statusCode === 404

/**
 * A read that shows memories, where the request's lag-tolerant reads go (decisions 087, 089): on a
 * replica when one is healthy (and has replayed the reader's own last write), and sent only when the
 * primary still has what the replica read; otherwise read again on the primary.
 *
 * - Every memory it shows (`rows`) must be, on the primary, under the version the replica had (one
 *   statement by primary key, batched with the visitor cache's checks, decision 060): a memory, or a
 *   comment on it, narrowed, made anonymous, edited, set aside or deleted never shows as it was.
 * - For a signed-in reader (`reader`, their id), their relation version too (read on the replica
 *   before the answer): a block either way, a mute, an ended connection or a hide since the
 *   replica's copy raised it on the primary. Versions only rise: the same version there now means
 *   nothing narrowed between the replica's read and now.
 *
 * What only widens (a memory shared a moment ago) may be missing from a list a little while, as it
 * may from the visitor cache; an answer the replica does not find (404) is asked of the primary, so
 * a page shared a moment ago opens.
 */
export async function readCheckedOnPrimary<Answer extends { rows: readonly VersionPair[] }>(
  request: FastifyRequest,
  reader: number | null,
  read: (db: Db) => Promise<Answer>,
): Promise<Answer> {
  const primary = request.server.database.db
  const where = request.lagTolerantReads()
  if (!where.replica) return read(primary)
  const relations = reader === null ? null : await relationVersionOf(where.db, reader)
  const answer = await read(where.db).catch((error: unknown) => {
    if (notFound(error)) return null
    throw error
  })
  if (answer === null) return read(primary)
  const [memoriesCurrent, relationsCurrent] = await Promise.all([
    request.server.visitorAnswers.stillCurrent(answer.rows),
    reader === null || relationVersionOf(primary, reader).then((now) => now === relations),
  ])
  return memoriesCurrent && relationsCurrent ? answer : read(primary)
}
