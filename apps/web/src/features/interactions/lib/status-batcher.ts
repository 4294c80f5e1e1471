import {
  INTERACTION_BATCH_MAX,
  type InteractionStatusResponse,
  type VotesStatusResponse,
} from '@kindred/contract/interactions'

export type MemoryStatus = InteractionStatusResponse['memories'][string]
export type CommentStatus = InteractionStatusResponse['comments'][string]
export type VoteStatus = VotesStatusResponse['results'][string]

type Waiter<T> = { resolve: (value: T | null) => void; reject: (error: unknown) => void }
type Waiting<K, T> = Map<K, Waiter<T>[]>

function wait<K, T>(waiting: Waiting<K, T>, key: K): Promise<T | null> {
  return new Promise((resolve, reject) => {
    const waiters = waiting.get(key)
    if (waiters) waiters.push({ resolve, reject })
    else waiting.set(key, [{ resolve, reject }])
  })
}

function settle<K, T>(waiting: Waiting<K, T>, keys: readonly K[], found: (key: K) => T | undefined) {
  for (const key of keys) for (const waiter of waiting.get(key) ?? []) waiter.resolve(found(key) ?? null)
}

function fail<K, T>(waiting: Waiting<K, T>, keys: readonly K[], error: unknown) {
  for (const key of keys) for (const waiter of waiting.get(key) ?? []) waiter.reject(error)
}

/** Runs `flush` once, after everything asked for in this tick (one commit of React) was gathered. */
function scheduler(flush: () => void) {
  let scheduled = false
  return () => {
    if (scheduled) return
    scheduled = true
    setTimeout(() => {
      scheduled = false
      flush()
    }, 0)
  }
}

/**
 * Gathers the per-memory and per-comment state asked for in one tick (every card on a feed page, or
 * every comment on a memory, mounts in the same commit) and sends it as ONE interaction-status
 * request of at most 50 links and 50 comment ids — several only beyond that (SPEC §6 "Batch
 * status"). Each caller gets its own item's state, or null when the server left it out (not
 * readable). A failed request fails every item it carried.
 */
export function createInteractionStatusBatcher(
  fetchStatus: (links: string[], commentIds: number[]) => Promise<InteractionStatusResponse>,
  max: number = INTERACTION_BATCH_MAX,
) {
  let memories: Waiting<string, MemoryStatus> = new Map()
  let comments: Waiting<number, CommentStatus> = new Map()

  async function send(
    links: string[],
    ids: number[],
    memoryWaiters: Waiting<string, MemoryStatus>,
    commentWaiters: Waiting<number, CommentStatus>,
  ) {
    try {
      const answer = await fetchStatus(links, ids)
      settle(memoryWaiters, links, (link) => answer.memories[link])
      settle(commentWaiters, ids, (id) => answer.comments[String(id)])
    } catch (error) {
      fail(memoryWaiters, links, error)
      fail(commentWaiters, ids, error)
    }
  }

  const schedule = scheduler(() => {
    const memoryWaiters = memories
    const commentWaiters = comments
    memories = new Map()
    comments = new Map()
    const links = [...memoryWaiters.keys()]
    const ids = [...commentWaiters.keys()]
    for (let start = 0; start < Math.max(links.length, ids.length); start += max)
      void send(links.slice(start, start + max), ids.slice(start, start + max), memoryWaiters, commentWaiters)
  })

  return {
    loadMemory(shareableLink: string): Promise<MemoryStatus | null> {
      const promise = wait(memories, shareableLink)
      schedule()
      return promise
    },
    loadComment(commentId: number): Promise<CommentStatus | null> {
      const promise = wait(comments, commentId)
      schedule()
      return promise
    },
  }
}

/** The same for "this resonates": ONE votes-status request of at most 50 links per tick. */
export function createVotesStatusBatcher(
  fetchStatus: (links: string[]) => Promise<VotesStatusResponse>,
  max: number = INTERACTION_BATCH_MAX,
) {
  let votes: Waiting<string, VoteStatus> = new Map()

  async function send(links: string[], waiters: Waiting<string, VoteStatus>) {
    try {
      const answer = await fetchStatus(links)
      settle(waiters, links, (link) => answer.results[link])
    } catch (error) {
      fail(waiters, links, error)
    }
  }

  const schedule = scheduler(() => {
    const waiters = votes
    votes = new Map()
    const links = [...waiters.keys()]
    for (let start = 0; start < links.length; start += max)
      void send(links.slice(start, start + max), waiters)
  })

  return {
    load(shareableLink: string): Promise<VoteStatus | null> {
      const promise = wait(votes, shareableLink)
      schedule()
      return promise
    },
  }
}
