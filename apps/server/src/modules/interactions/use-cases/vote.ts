import type { InteractionsDeps } from '../interactions-deps'
import { memoryNotFound, othersMemory, whileItExists } from './find-target'

export interface VoteResult {
  shareableLink: string
  voted: boolean
  count: number
  /** Whether this call made it (201) or it was there already (200). */
  created: boolean
}

const OWN = 'interactions.ownMemoryVote'

/** "This resonates" on another person's memory the person may read (SPEC §6), idempotently. */
export async function giveVote(deps: InteractionsDeps, person: number, link: string): Promise<VoteResult> {
  const memory = await othersMemory(deps, person, link, OWN)
  const created = await whileItExists(
    () => deps.votes.add(memory.id, person, deps.clock.now()),
    memoryNotFound,
  )
  return {
    shareableLink: memory.shareableLink,
    voted: true,
    count: await deps.votes.count(memory.id),
    created,
  }
}

/** Takes the vote back, idempotently. */
export async function takeBackVote(
  deps: InteractionsDeps,
  person: number,
  link: string,
): Promise<VoteResult> {
  const memory = await othersMemory(deps, person, link, OWN)
  await deps.votes.remove(memory.id, person)
  return {
    shareableLink: memory.shareableLink,
    voted: false,
    count: await deps.votes.count(memory.id),
    created: false,
  }
}
