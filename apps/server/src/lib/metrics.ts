import type { RateLimitName } from '../rate-limits'

/**
 * What the parts of the server report for operators (decision 052). The label values are all from
 * small fixed sets the code names (a limit's name, a channel, an outcome): never a person, a memory,
 * an address or a URL, so nothing here can be read about anyone.
 */

/** How a message leaves the server (issue 26). */
export const SEND_CHANNELS = ['email', 'push'] as const
export type SendChannel = (typeof SEND_CHANNELS)[number]

/** What happened to a send that failed: tried again later, or given up on after its retries. */
export type SendFailure = 'retry' | 'dropped'

/** The jobs waiting in the outbox for one channel, and how long the oldest has waited. */
export interface OutboxDepth {
  channel: SendChannel
  jobs: number
  oldestSeconds: number
}

/** The notification streams open on this instance, and how many it takes at most. */
export interface StreamUse {
  open: number
  max: number
}

export interface Metrics {
  /** Off when neither METRICS_TOKEN nor METRICS_PORT is set: every call below then does nothing. */
  readonly enabled: boolean
  /** A request refused by a rate limit (a 429, or a quiet refusal of `allow`). */
  rateLimitRefused(limit: RateLimitName): void
  outboxSent(channel: SendChannel): void
  outboxFailed(channel: SendChannel, outcome: SendFailure): void
  /** Read at each scrape: the outbox is in the database, shared by every instance. */
  watchOutbox(read: () => Promise<OutboxDepth[]>): void
  watchStreams(read: () => StreamUse): void
}

/** The metrics of an instance that exports none: nothing is counted, nothing is read. */
export const noMetrics: Metrics = {
  enabled: false,
  rateLimitRefused: () => {},
  outboxSent: () => {},
  outboxFailed: () => {},
  watchOutbox: () => {},
  watchStreams: () => {},
}
