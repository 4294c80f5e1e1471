import type { ConnectRequestResponse } from '@kindred/contract/connections'
import type { Db } from '../../../db/client'
import { AppError } from '../../../lib/app-error'
import { retryOnUniqueViolation } from '../../../lib/db-errors'
import { isNewAccount } from '../../../lib/new-account'
import { findReadableMemory } from '../../../access'
import { connectionNotFound, forbidden, memoryNotFound } from '../connection-errors'
import type { ConnectionsDeps } from '../connections-deps'
import { viewOne } from './connection-views'

/** The person asking: their id and when their account was made (SPEC §3.6). */
export interface Requester {
  userId: number
  createdAt: Date
}

export type RequestOutcome = ConnectRequestResponse['outcome']

/**
 * The rules for a new request that only apply when one is made (not when answering the other
 * person's): the account is a day old and the author takes requests.
 */
async function checkMayAsk(deps: ConnectionsDeps, requester: Requester, authorId: number, tx: Db) {
  if (isNewAccount(requester.createdAt, deps.clock.now(), deps.newAccountMs))
    throw forbidden('connections.newAccount')
  const settings = await deps.settings.find(authorId, tx)
  if (!settings.acceptsConnectionRequests) throw forbidden('connections.notAccepting')
}

/**
 * Asks a memory's author to connect (SPEC §6). The memory must be readable (else 404), someone
 * else's and under their name: asking from an anonymous memory would tie it to its author. Asking
 * again answers the same request; when the author had already asked, that request is accepted. A
 * declined request stays declined: the one who asked hears only that it is not possible.
 */
export async function requestConnection(
  deps: ConnectionsDeps,
  requester: Requester,
  input: { shareable_link: string; message?: string | undefined },
) {
  const memory = await findReadableMemory(deps.db, requester.userId, { shareableLink: input.shareable_link })
  if (!memory) throw memoryNotFound()
  if (memory.authorId === requester.userId) throw forbidden('connections.ownMemory')
  if (memory.anonymous) throw forbidden('connections.anonymousMemory')
  const message = input.message ? input.message : null
  const request = { requesterId: requester.userId, memoryId: memory.id, message }

  // The pair's row is read locked; two people asking each other at once meet on the pair's unique
  // index, and the retry finds the other's request and accepts it.
  const { id, outcome } = await retryOnUniqueViolation(() =>
    deps.db.transaction(async (tx): Promise<{ id: number; outcome: RequestOutcome }> => {
      const now = deps.clock.now()
      const pair = await deps.connections.findPairForUpdate(requester.userId, memory.authorId, tx)
      if (!pair) {
        await checkMayAsk(deps, requester, memory.authorId, tx)
        const id = await deps.connections.insertRequest(
          { ...request, addresseeId: memory.authorId, at: now },
          tx,
        )
        return { id, outcome: 'requested' }
      }
      if (pair.status === 'connected') throw new AppError(409, 'CONFLICT', 'connections.alreadyConnected')
      const mine = pair.requesterId === requester.userId
      if (pair.status === 'pending') {
        if (mine) return { id: pair.id, outcome: 'already_requested' }
        await deps.connections.accept(pair.id, now, tx)
        return { id: pair.id, outcome: 'accepted_their_request' }
      }
      if (mine) throw forbidden('connections.notPossible')
      // They asked once and this person declined; now this person asks them: a fresh request.
      await checkMayAsk(deps, requester, memory.authorId, tx)
      await deps.connections.renewRequest(pair.id, { ...request, at: now }, tx)
      return { id: pair.id, outcome: 'requested' }
    }),
  )
  // Withdrawn or removed in the moment since: there is nothing to show.
  const view = await viewOne(deps, id, requester.userId)
  if (!view) throw connectionNotFound()
  return { view, outcome }
}
