import { describe, expect, it } from 'vitest'
import type { NotificationEvent, NotificationSummary } from '@kindred/contract/notifications'
import { createNotificationHub, STREAM_BATCH, type HubSource, type StreamClient } from './notification-hub'

// The hub on its own, with a source standing in for the table: what it sends, when it lets a stream
// go, and the limits on open streams. (The API tests drive it through real streams on both databases.)

const summary: NotificationSummary = {
  unseen: { me_too: 0, me_too_love: 0, memory_love: 0, general: 0 },
  total: 0,
}

/** A source holding `events` numbered 1..n for person 1. */
function sourceOf(events: number, active = true): HubSource {
  return {
    since: async (_recipient, after) =>
      Array.from({ length: events }, (_, i) => i + 1)
        .filter((event) => event > after)
        .slice(0, STREAM_BATCH)
        .map((event) => ({
          event,
          data: { notification: { id: event }, summary } as unknown as NotificationEvent,
        })),
    summary: async () => summary,
    activeSessions: async (ids) => new Set(active ? ids : []),
    announce: async () => {},
  }
}

function client(recipient = 1, room = Infinity, address = '192.0.2.1') {
  const written: string[] = []
  let closed = false
  const stream: StreamClient = {
    recipient,
    sessionId: 1,
    address,
    lastEvent: 0,
    language: 'en',
    write: (message) => {
      if (written.length >= room) return false
      written.push(message)
      return true
    },
    close: () => {
      closed = true
    },
  }
  return { stream, written, closed: () => closed }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20))
const limits = { heartbeatMs: 60_000, perPerson: 2, perAddress: 3, total: 4 }

describe('the notification hub', () => {
  it('sends a replaying stream everything after its last event, past one batch, in order', async () => {
    const hub = createNotificationHub(sourceOf(STREAM_BATCH + 7), limits)
    const one = client()
    one.stream.lastEvent = 5
    hub.add(one.stream, true)
    await settle()
    const ids = one.written.map((message) => Number(/^id: (\d+)/.exec(message)![1]))
    expect(ids).toEqual(Array.from({ length: STREAM_BATCH + 2 }, (_, i) => i + 6))
    expect(one.stream.lastEvent).toBe(STREAM_BATCH + 7)
    hub.closeAll()
  })

  it('sends the counts alone when nothing new is there', async () => {
    const hub = createNotificationHub(sourceOf(0), limits)
    const one = client()
    hub.add(one.stream, false)
    hub.received('1')
    await settle()
    expect(one.written).toEqual([`event: summary\ndata: ${JSON.stringify(summary)}\n\n`])
    hub.closeAll()
  })

  it('writes nothing to a stream whose session ended before what it would send was read, and closes it', async () => {
    const hub = createNotificationHub(sourceOf(3, false), limits)
    const one = client()
    hub.add(one.stream, false)
    hub.received('1')
    await settle()
    expect(one.written).toEqual([])
    expect(one.closed()).toBe(true)
    expect(hub.size()).toBe(0)
  })

  it("closes at once the streams of a person whose session ended, keeping their other sessions' streams", async () => {
    const source = { ...sourceOf(0), activeSessions: async () => new Set([2]) }
    const hub = createNotificationHub(source, limits)
    const ended = client()
    const other = client()
    other.stream.sessionId = 2
    hub.add(ended.stream, false)
    hub.add(other.stream, false)
    hub.sessionsChanged(1)
    await settle()
    expect([ended.closed(), other.closed()]).toEqual([true, false])
    expect([ended.written, other.written]).toEqual([[], []])
    hub.closeAll()
  })

  it('closes and forgets a stream that stops reading, keeping nothing for it', async () => {
    const hub = createNotificationHub(sourceOf(10), limits)
    const slow = client(1, 3)
    hub.add(slow.stream, true)
    await settle()
    expect(slow.written).toHaveLength(3)
    expect(slow.closed()).toBe(true)
    expect(hub.size()).toBe(0)
    hub.closeAll()
  })

  it('ignores notifications for people with no stream here, and payloads that are not ids', async () => {
    const hub = createNotificationHub(sourceOf(3), limits)
    const one = client(1)
    hub.add(one.stream, false)
    hub.received('2')
    hub.received('not a number')
    await settle()
    expect(one.written).toEqual([])
    hub.closeAll()
  })

  it('has room for a few streams per person, per address, and a bounded number in all', () => {
    const hub = createNotificationHub(sourceOf(0), limits)
    const [here, there] = ['192.0.2.1', '198.51.100.1']
    expect(hub.add(client(1, Infinity, here).stream, false)).toBeNull()
    expect(hub.add(client(1, Infinity, here).stream, false)).toBeNull()
    // The person's own cap comes first, wherever they are.
    expect(hub.add(client(1, Infinity, there).stream, false)).toBe('person')
    expect(hub.refusal(2, here)).toBeNull()
    expect(hub.add(client(2, Infinity, here).stream, false)).toBeNull()
    // The address is full for anyone else there, not for someone elsewhere.
    expect(hub.add(client(3, Infinity, here).stream, false)).toBe('address')
    expect(hub.add(client(3, Infinity, there).stream, false)).toBeNull()
    expect(hub.refusal(4, there)).toBe('instance')
    expect(hub.size()).toBe(4)
    hub.closeAll()
    // A closing instance opens nothing more: the client reconnects elsewhere.
    expect(hub.refusal(1, there)).toBe('instance')
  })

  it("frees the person's and the address's slot however a stream ends, once", async () => {
    const source = sourceOf(10)
    let signedOut = false
    source.activeSessions = async (ids) => new Set(signedOut ? [] : ids)
    const hub = createNotificationHub(source, { ...limits, heartbeatMs: 10 })
    const gone = client(1)
    hub.add(gone.stream, false)
    hub.add(client(1).stream, false)
    expect(hub.refusal(1, '198.51.100.1')).toBe('person')
    // Closed by the client, and forgotten twice (its request and its body both report it).
    hub.remove(gone.stream)
    hub.remove(gone.stream)
    expect(hub.size()).toBe(1)
    hub.add(client(2).stream, false)
    expect(hub.refusal(3, '192.0.2.1')).toBeNull()
    // Stopped reading: dropped at once, on the next write.
    const slow = client(3, 0)
    hub.add(slow.stream, true)
    await settle()
    expect(slow.closed()).toBe(true)
    expect(hub.size()).toBe(2)
    // The sessions ended: the heartbeat drops the rest, and every cap is free again.
    signedOut = true
    await new Promise((resolve) => setTimeout(resolve, 60))
    expect(hub.size()).toBe(0)
    for (const person of [1, 2, 3]) hub.add(client(person).stream, false)
    expect(hub.refusal(4, '198.51.100.1')).toBeNull()
    expect(hub.refusal(4, '192.0.2.1')).toBe('address')
    hub.closeAll()
  })

  it('ends the streams of sessions that ended, at the heartbeat', async () => {
    const hub = createNotificationHub(sourceOf(0, false), { ...limits, heartbeatMs: 10 })
    const one = client()
    hub.add(one.stream, false)
    await new Promise((resolve) => setTimeout(resolve, 60))
    expect(one.written[0]).toBe(': heartbeat\n\n')
    expect(one.closed()).toBe(true)
    expect(hub.size()).toBe(0)
    hub.closeAll()
  })
})
