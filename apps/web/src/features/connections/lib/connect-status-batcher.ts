import { CONNECT_STATUS_MAX, type ConnectStatusResponse } from '@kindred/contract/connections'

/** One memory's answer: where you stand with its author, and the id of the request or connection. */
export type ConnectStatusEntry = Omit<ConnectStatusResponse['results'][number], 'shareable_link'>

type Waiter = { resolve: (entry: ConnectStatusEntry | null) => void; reject: (error: unknown) => void }

/**
 * Gathers the connect statuses asked for in one tick (every button on a feed page mounts in the same
 * commit) and sends them as one request of up to 50 links, more requests only beyond that (SPEC §6
 * "Batch status"). Each caller gets its own link's status and connection id, or null when the memory
 * is missing or not readable. A failed request fails every link it carried.
 */
export function createConnectStatusBatcher(
  fetchStatuses: (links: string[]) => Promise<ConnectStatusResponse>,
  max: number = CONNECT_STATUS_MAX,
) {
  let waiting = new Map<string, Waiter[]>()
  let scheduled = false

  async function send(links: string[], batch: Map<string, Waiter[]>) {
    try {
      const answer = await fetchStatuses(links)
      const byLink = new Map(
        answer.results.map(({ shareable_link, ...entry }) => [shareable_link, entry] as const),
      )
      for (const link of links)
        for (const waiter of batch.get(link) ?? []) waiter.resolve(byLink.get(link) ?? null)
    } catch (error) {
      for (const link of links) for (const waiter of batch.get(link) ?? []) waiter.reject(error)
    }
  }

  function flush() {
    scheduled = false
    const batch = waiting
    waiting = new Map()
    const links = [...batch.keys()]
    for (let start = 0; start < links.length; start += max) void send(links.slice(start, start + max), batch)
  }

  return {
    load(link: string): Promise<ConnectStatusEntry | null> {
      return new Promise((resolve, reject) => {
        const waiters = waiting.get(link)
        if (waiters) waiters.push({ resolve, reject })
        else waiting.set(link, [{ resolve, reject }])
        if (!scheduled) {
          scheduled = true
          setTimeout(flush, 0)
        }
      })
    },
  }
}
