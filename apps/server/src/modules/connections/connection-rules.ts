import type { ConnectStatus } from '@kindred/contract/connections'

/** The part of a memory the rules need. */
export interface MemoryAuthorship {
  authorId: number
  anonymous: boolean
}

/** The part of a connection row the rules need. */
export interface PairState {
  requesterId: number
  status: 'pending' | 'connected' | 'declined'
}

/**
 * The viewer and a memory's author (SPEC §6). An anonymous memory answers `none` to everyone but
 * its author: any other answer would say who wrote it. A declined request reads as `none` on both
 * sides: the one who asked is not told in so many words.
 */
export function connectStatus(
  viewer: number,
  memory: MemoryAuthorship,
  pair: PairState | undefined,
): ConnectStatus {
  if (memory.authorId === viewer) return 'self'
  if (memory.anonymous || !pair || pair.status === 'declined') return 'none'
  if (pair.status === 'connected') return 'connected'
  return pair.requesterId === viewer ? 'pending_outgoing' : 'pending_incoming'
}

/**
 * Whether a connection may name the memory it came from to `viewer`: only while they may read it,
 * and never once it is anonymous unless it is theirs (it would tie the memory to its author).
 */
export const memoryShownTo = (viewer: number, memory: MemoryAuthorship | undefined) =>
  memory !== undefined && (!memory.anonymous || memory.authorId === viewer)
