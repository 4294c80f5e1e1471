import type { FastifyRequest } from 'fastify'
import type { VersionPair } from '../../lib/version-check'
import type { Viewer } from '../../plugins/authentication'
import type { MemoriesDeps } from './memories-deps'

/**
 * A visitor's list read where lag-tolerant reads go (decision 087): on a replica when one is
 * healthy, and sent only when every memory it shows is, on the primary, as the replica had it (one
 * statement by primary key, batched with the visitor cache's checks, decision 060); otherwise read
 * again on the primary. What only widens (a memory shared a moment ago) may show a little late,
 * as it may from the visitor cache; a memory narrowed, made anonymous, edited, set aside or deleted
 * never shows as it was. A signed-in reader's lists are read on the primary: they leave out whom the
 * reader blocked or muted and what they hid, which a replica may not have yet.
 */
export async function visitorListRead<Answer extends { rows: readonly VersionPair[] }>(
  deps: MemoriesDeps,
  request: FastifyRequest,
  viewer: Viewer | null,
  read: (deps: MemoriesDeps) => Promise<Answer>,
): Promise<Answer> {
  if (viewer !== null) return read(deps)
  const where = deps.lagTolerant(request)
  const answer = await read(where.deps)
  if (!where.replica || (await request.server.visitorAnswers.stillCurrent(answer.rows))) return answer
  return read(deps)
}
