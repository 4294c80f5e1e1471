import { message } from '../../../lib/messages'
import { forbidden, personNotFound } from '../connection-errors'
import type { ConnectionsDeps } from '../connections-deps'

/**
 * The other person's internal id, else 404; yourself is a 403. Anyone who exists can be blocked
 * or muted, even someone who blocked you: a different answer would tell you that they did.
 */
export async function otherPerson(
  deps: ConnectionsDeps,
  publicId: string,
  viewer: number,
  what: 'block' | 'unblock' | 'mute' | 'unmute',
) {
  const id = await deps.people.findUserId(publicId)
  if (id === null) throw personNotFound()
  if (id === viewer) throw forbidden(message('connections.notYourself', { what }))
  return id
}

/**
 * Blocks a person (SPEC §6, idempotent): every interaction stops both ways and each is hidden from
 * the other; any request or connection between them goes in the same transaction. A declined
 * request stays, so unblocking cannot be a way to ask again.
 */
export async function blockPerson(deps: ConnectionsDeps, publicId: string, viewer: number) {
  const other = await otherPerson(deps, publicId, viewer, 'block')
  await deps.db.transaction(async (tx) => {
    await deps.people.block(viewer, other, deps.clock.now(), tx)
    await deps.connections.removeBetween(viewer, other, tx)
  })
}

/** Unblocks (idempotent). A removed connection does not come back: it can be asked for again. */
export async function unblockPerson(deps: ConnectionsDeps, publicId: string, viewer: number) {
  const other = await otherPerson(deps, publicId, viewer, 'unblock')
  await deps.people.unblock(viewer, other)
}

/** Mutes a person (idempotent): their memories leave the viewer's lists; they are not told. */
export async function mutePerson(deps: ConnectionsDeps, publicId: string, viewer: number) {
  const other = await otherPerson(deps, publicId, viewer, 'mute')
  await deps.people.mute(viewer, other, deps.clock.now())
}

export async function unmutePerson(deps: ConnectionsDeps, publicId: string, viewer: number) {
  const other = await otherPerson(deps, publicId, viewer, 'unmute')
  await deps.people.unmute(viewer, other)
}
