import type { Language } from '@kindred/contract/languages'
import type { NotificationEvent, NotificationSummary } from '@kindred/contract/notifications'

/** The channel the database triggers (and marking read or seen) notify with a recipient's id. */
export const NOTIFICATION_CHANNEL = 'kindred_notifications'

/** How many changes one read of the table sends; more are read until none are left. */
export const STREAM_BATCH = 50

/** One open stream: where it is in the person's events, and how to write to it. */
export interface StreamClient {
  recipient: number
  sessionId: number
  /** The client's address (IPv6 by /64), counted like the person so one address cannot fill the instance. */
  address: string
  /** The last event this stream was sent (or told it had already). */
  lastEvent: number
  /** The language its notifications' sentences are said in: the request's that opened it. */
  language: Language
  /** Writes one message; false when the client has stopped reading (its buffer is full). */
  write(message: string): boolean
  close(): void
}

export interface HubSource {
  /** What changed for the recipient after `after`, oldest first (at most STREAM_BATCH), with event numbers. */
  since(
    recipient: number,
    after: number,
    language: Language,
  ): Promise<{ event: number; data: NotificationEvent }[]>
  summary(recipient: number): Promise<NotificationSummary>
  /** Which of these sessions are still signed in (one query for every stream of the instance). */
  activeSessions(sessionIds: number[]): Promise<Set<number>>
  /** Tells every instance (this one included) that the recipient's notifications changed. */
  announce(recipient: number): Promise<void>
}

export interface HubLimits {
  heartbeatMs: number
  perPerson: number
  perAddress: number
  total: number
}

/** Whose cap another stream would pass: the person's, their address's, or the instance's. */
export type StreamRefusal = 'person' | 'address' | 'instance'

/** An SSE message; `data` is one line of JSON, so it never needs splitting. */
export const sseMessage = (event: string, data: unknown, id?: number) =>
  `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`

/**
 * The streams open on this instance, by person. A change anywhere arrives as a database
 * notification with the recipient's id (LISTEN/NOTIFY on PostgreSQL, in process on PGlite); the
 * hub then reads what that person's streams have not had yet and sends it. Nothing is queued per
 * stream in memory: a stream that stops reading is closed, and on reconnecting with Last-Event-ID
 * it is sent what it missed from the table.
 */
export function createNotificationHub(source: HubSource, limits: HubLimits) {
  const streams = new Map<number, Set<StreamClient>>()
  const perAddress = new Map<string, number>()
  let count = 0
  // Set on shutdown: a stream opening after closeAll would hold the server's close open.
  let closed = false
  // One piece of work at a time per person; what arrives meanwhile runs once more after it.
  const working = new Map<number, Promise<void>>()
  const due = new Map<number, { events: boolean; sessions: boolean }>()

  function remove(client: StreamClient) {
    const set = streams.get(client.recipient)
    if (!set?.delete(client)) return
    count -= 1
    if (set.size === 0) streams.delete(client.recipient)
    const left = (perAddress.get(client.address) ?? 1) - 1
    if (left > 0) perAddress.set(client.address, left)
    else perAddress.delete(client.address)
  }

  function refusal(recipient: number, address: string): StreamRefusal | null {
    // The person's own cap first, then their address's: those are theirs to fix (429); only a
    // full instance is the server's (503).
    if ((streams.get(recipient)?.size ?? 0) >= limits.perPerson) return 'person'
    if ((perAddress.get(address) ?? 0) >= limits.perAddress) return 'address'
    if (closed || count >= limits.total) return 'instance'
    return null
  }

  function drop(client: StreamClient) {
    remove(client)
    client.close()
  }

  /**
   * Whether the stream's session is still signed in, read after whatever is about to be written
   * was read (so after its commit): nothing is written to a stream whose session ended before it.
   */
  async function alive(client: StreamClient) {
    if ((await source.activeSessions([client.sessionId])).has(client.sessionId)) return true
    drop(client)
    return false
  }

  async function catchUp(client: StreamClient) {
    let sent = false
    for (;;) {
      const changes = await source.since(client.recipient, client.lastEvent, client.language)
      if (changes.length > 0 && !(await alive(client))) return
      for (const change of changes) {
        if (!client.write(sseMessage('notification', change.data, change.event))) return drop(client)
        client.lastEvent = change.event
      }
      sent ||= changes.length > 0
      if (changes.length < STREAM_BATCH) break
    }
    if (sent) return
    // Nothing new, yet something changed (read, seen, taken back): the counts alone.
    const summary = await source.summary(client.recipient)
    if ((await alive(client)) && !client.write(sseMessage('summary', summary))) drop(client)
  }

  async function flush(recipient: number) {
    for (const client of [...(streams.get(recipient) ?? [])]) {
      await catchUp(client).catch(() => drop(client))
    }
  }

  /** The person's sessions changed somewhere: their streams whose session ended are closed now. */
  async function closeEnded(recipient: number) {
    const clients = [...(streams.get(recipient) ?? [])]
    const active = await source.activeSessions([...new Set(clients.map((client) => client.sessionId))])
    for (const client of clients) if (!active.has(client.sessionId)) drop(client)
  }

  async function work(recipient: number) {
    const todo = due.get(recipient)
    due.delete(recipient)
    if (todo?.sessions) await closeEnded(recipient).catch(() => {})
    if (todo?.events) await flush(recipient)
  }

  function schedule(recipient: number, what: 'events' | 'sessions') {
    if (!streams.has(recipient)) return
    const todo = due.get(recipient) ?? { events: false, sessions: false }
    todo[what] = true
    due.set(recipient, todo)
    if (!working.has(recipient)) start(recipient)
  }

  function start(recipient: number) {
    const run = work(recipient).finally(() => {
      working.delete(recipient)
      if (due.has(recipient) && streams.has(recipient)) start(recipient)
      else due.delete(recipient)
    })
    working.set(recipient, run)
  }

  // The heartbeat keeps proxies from closing a quiet stream, and ends the streams of sessions that
  // ended while an announcement was lost (sessionsChanged ends the others at once).
  const heartbeat = setInterval(() => {
    const alive: StreamClient[] = []
    for (const set of streams.values()) {
      for (const client of set) {
        if (client.write(': heartbeat\n\n')) alive.push(client)
        else drop(client)
      }
    }
    if (alive.length === 0) return
    source.activeSessions([...new Set(alive.map((client) => client.sessionId))]).then(
      (active) => alive.forEach((client) => active.has(client.sessionId) || drop(client)),
      () => {},
    )
  }, limits.heartbeatMs)
  heartbeat.unref()

  return {
    /** Why another stream may not open for this person from this address on this instance, or null. */
    refusal,

    /**
     * Adds a stream unless a cap is reached (checked again here, in the same turn as the counting,
     * so streams opening together cannot pass a cap); when it asked to replay (`replay`), sends
     * what it missed at once. Returns the refusal, or null once added.
     */
    add(client: StreamClient, replay: boolean): StreamRefusal | null {
      const refused = refusal(client.recipient, client.address)
      if (refused) return refused
      let set = streams.get(client.recipient)
      if (!set) streams.set(client.recipient, (set = new Set()))
      set.add(client)
      perAddress.set(client.address, (perAddress.get(client.address) ?? 0) + 1)
      count += 1
      if (replay) schedule(client.recipient, 'events')
      return null
    },

    remove,

    /** A database notification: this person's notifications changed. */
    received(payload: string) {
      const recipient = Number(payload)
      if (Number.isSafeInteger(recipient)) schedule(recipient, 'events')
    },

    /**
     * A person's sessions or row changed (announced by the database, from any instance, or committed
     * here): their streams whose session ended close at once, not at the next heartbeat.
     */
    sessionsChanged(userId: number) {
      schedule(userId, 'sessions')
    },

    /** The LISTEN connection came back: changes may have been missed, so every stream catches up. */
    resync() {
      for (const recipient of streams.keys()) schedule(recipient, 'events')
    },

    /** After marking read or seen: every instance updates that person's open streams. */
    changed: (recipient: number) => source.announce(recipient),

    /** Ends every stream (shutdown): each client reconnects elsewhere and replays what it missed. */
    closeAll() {
      closed = true
      clearInterval(heartbeat)
      for (const set of streams.values()) for (const client of set) client.close()
      streams.clear()
      due.clear()
      perAddress.clear()
      count = 0
    },

    /** Open streams on this instance (the benchmark reads it). */
    size: () => count,
  }
}

export type NotificationHub = ReturnType<typeof createNotificationHub>
