type Pending<Answer> = {
  promise: Promise<Answer>
  resolve: (answer: Answer) => void
  reject: (error: unknown) => void
}

function pending<Answer>(): Pending<Answer> {
  let resolve: (answer: Answer) => void = () => {}
  let reject: (error: unknown) => void = () => {}
  const promise = new Promise<Answer>((yes, no) => {
    resolve = yes
    reject = no
  })
  return { promise, resolve, reject }
}

/** `items` in groups of at most `size`, in order. */
export function inGroupsOf<Item>(items: readonly Item[], size: number): Item[][] {
  const groups: Item[][] = []
  for (let start = 0; start < items.length; start += size) groups.push(items.slice(start, start + size))
  return groups
}

export interface RequestBatcherOptions<Key, Answer> {
  /** One request for these keys. */
  send: (keys: Key[]) => Promise<Answer>
  /** The most keys one request may carry. */
  max: number
  /**
   * The keys asked for in one tick, as the requests that carry them: by default groups of at most
   * `max`. A call carrying two lists of at most `max` each (links and comment ids) groups side by side.
   */
  group?: (keys: Key[], max: number) => Key[][]
}

/**
 * Gathers the keys asked for in one tick (every card on a feed page, every comment on a memory,
 * mounts in the same commit of React) and sends them as one request, several only beyond what one
 * may carry (SPEC §6 "Batch status"). Each key is sent once however often it was asked for, and each
 * caller gets the whole answer of the request that carried its key, to take its own item from; a
 * failed request fails every key it carried. The next tick starts afresh.
 */
export function createRequestBatcher<Key, Answer>({
  send,
  max,
  group = inGroupsOf,
}: RequestBatcherOptions<Key, Answer>) {
  let waiting = new Map<Key, Pending<Answer>>()

  function flush() {
    const batch = waiting
    waiting = new Map()
    for (const keys of group([...batch.keys()], max)) {
      const settle = (act: (one: Pending<Answer>) => void) => {
        for (const key of keys) {
          const one = batch.get(key)
          if (one) act(one)
        }
      }
      // Through a promise, so a `send` that throws at once fails its keys like one that rejects.
      Promise.resolve(keys)
        .then(send)
        .then(
          (answer) => settle((one) => one.resolve(answer)),
          (error: unknown) => settle((one) => one.reject(error)),
        )
    }
  }

  return {
    /** The answer of the request that carries `key`, sent once this tick's keys are gathered. */
    load(key: Key): Promise<Answer> {
      const known = waiting.get(key)
      if (known) return known.promise
      if (waiting.size === 0) setTimeout(flush, 0)
      const one = pending<Answer>()
      waiting.set(key, one)
      return one.promise
    },
  }
}
