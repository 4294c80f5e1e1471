import type { FastifyRequest } from 'fastify'
import type { VersionPair } from '../../lib/version-check'
import type { Viewer } from '../../plugins/authentication'
import { readCheckedOnPrimary } from '../../plugins/read-replicas'
import type { MemoriesDeps } from './memories-deps'

/**
 * A read of memories on a replica when one is healthy, sent only when the primary still has the
 * versions of what it shows and of the reader's relations (`readCheckedOnPrimary`, decisions 087,
 * 089); otherwise read again on the primary.
 */
export function lagTolerantRead<Answer extends { rows: readonly VersionPair[] }>(
  deps: MemoriesDeps,
  request: FastifyRequest,
  viewer: Viewer | null,
  read: (deps: MemoriesDeps) => Promise<Answer>,
): Promise<Answer> {
  return readCheckedOnPrimary(request, viewer?.userId ?? null, (db) => read(deps.over(db)))
}
