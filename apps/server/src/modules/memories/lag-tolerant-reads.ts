import type { FastifyRequest } from 'fastify'
import { AppError } from '../../lib/app-error'
import type { VersionPair } from '../../lib/version-check'
import type { Viewer } from '../../plugins/authentication'
import type { MemoriesDeps } from './memories-deps'

/** A not-found (404) read on a replica: the memory may have been shared after the replica's copy. */
const notFound = (error: unknown) => error instanceof AppError && error.statusCode === 404

/**
 * A visitor's read where lag-tolerant reads go (decision 087): on a replica when one is healthy,
 * and sent only when every memory it shows (`rows`) is, on the primary, as the replica had it (one
 * statement by primary key, batched with the visitor cache's checks, decision 060); otherwise read
 * again on the primary. A memory narrowed, made anonymous, edited, set aside or deleted never shows
 * as it was. In a list, what only widens (a memory shared a moment ago) may show a little late, as
 * it may from the visitor cache; a memory the replica does not find (404) is asked of the primary,
 * so a memory page shared a moment ago is found. A signed-in reader reads on the primary: their
 * answers leave out whom they blocked or muted and what they hid, which a replica may not have yet.
 */
export async function visitorRead<Answer extends { rows: readonly VersionPair[] }>(
  deps: MemoriesDeps,
  request: FastifyRequest,
  viewer: Viewer | null,
  read: (deps: MemoriesDeps) => Promise<Answer>,
): Promise<Answer> {
  if (viewer !== null) return read(deps)
  const where = deps.lagTolerant(request)
  if (!where.replica) return read(deps)
  const answer = await read(where.deps).catch((error: unknown) => {
    if (notFound(error)) return null
    throw error
  })
  if (answer !== null && (await request.server.visitorAnswers.stillCurrent(answer.rows))) return answer
  return read(deps)
}
