import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeEventSources, notification, summary } from '../testing/notification-fixtures'
import { connectNotificationStream, type StreamHandlers } from './notification-stream'

const handlers = (beforeReopen: StreamHandlers['beforeReopen'] = async () => undefined) => ({
  onNotification: vi.fn(),
  onSummary: vi.fn(),
  onOpen: vi.fn(),
  beforeReopen: vi.fn(beforeReopen),
})
const timing = { firstDelayMs: 1_000, maxDelayMs: 4_000 }

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('the notification stream', () => {
  it('opens with the CSRF value in its address and passes on each event it can read', () => {
    document.cookie = 'csrfToken=abc%2B1; path=/'
    const streams = fakeEventSources()
    const on = handlers()
    const stop = connectNotificationStream(on, timing)
    expect(streams).toHaveLength(1)
    expect(streams[0]?.url).toBe('/api/v1/notifications/stream?csrf=abc%2B1')

    streams[0]?.open()
    expect(on.onOpen).toHaveBeenCalledTimes(1)
    const event = { notification: notification(7), summary: summary({ me_too: 2 }) }
    streams[0]?.send('notification', event)
    expect(on.onNotification).toHaveBeenCalledWith(event)
    streams[0]?.send('summary', summary({ general: 1 }))
    expect(on.onSummary).toHaveBeenCalledWith(summary({ general: 1 }))
    // Something it cannot read is ignored rather than thrown.
    streams[0]?.send('notification', { nonsense: true })
    expect(on.onNotification).toHaveBeenCalledTimes(1)

    stop()
    expect(streams[0]?.closed).toBe(true)
  })

  it('leaves a dropped connection to the browser, which reconnects by itself with Last-Event-ID', () => {
    const streams = fakeEventSources()
    const on = handlers()
    connectNotificationStream(on, timing)
    streams[0]?.fail({ closed: false })
    vi.advanceTimersByTime(10_000)
    expect(streams).toHaveLength(1)
    expect(on.beforeReopen).not.toHaveBeenCalled()
  })

  it('opens a refused stream again after renewing the session, waiting longer each time', async () => {
    let csrf = 'old'
    const streams = fakeEventSources()
    const on = handlers(async () => {
      // The API client's refresh sets new cookies.
      csrf = 'new'
      document.cookie = `csrfToken=${csrf}; path=/`
    })
    document.cookie = `csrfToken=${csrf}; path=/`
    connectNotificationStream(on, timing)
    streams[0]?.fail({ closed: true })
    expect(streams[0]?.closed).toBe(true)

    await vi.advanceTimersByTimeAsync(999)
    expect(streams).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(on.beforeReopen).toHaveBeenCalledTimes(1)
    expect(streams).toHaveLength(2)
    expect(streams[1]?.url).toBe('/api/v1/notifications/stream?csrf=new')

    // Refused again: twice the wait.
    streams[1]?.fail({ closed: true })
    await vi.advanceTimersByTimeAsync(1_999)
    expect(streams).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(streams).toHaveLength(3)

    // Once it opens, the wait starts over.
    streams[2]?.open()
    streams[2]?.fail({ closed: true })
    await vi.advanceTimersByTimeAsync(1_000)
    expect(streams).toHaveLength(4)
    expect(on.onOpen).toHaveBeenCalledTimes(1)
  })

  it('opens nothing more once stopped, even with a reopening on its way', async () => {
    const streams = fakeEventSources()
    const stop = connectNotificationStream(handlers(), timing)
    streams[0]?.fail({ closed: true })
    stop()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(streams).toHaveLength(1)
  })

  it('asks nothing more once the session has ended and its cookies are gone (signed out)', async () => {
    document.cookie = 'csrfToken=abc; path=/'
    const streams = fakeEventSources()
    const on = handlers()
    connectNotificationStream(on, timing)
    // Signing out: the server ends the stream, and its answer to the sign-out clears the cookies.
    streams[0]?.fail({ closed: true })
    document.cookie = 'csrfToken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
    await vi.advanceTimersByTimeAsync(60_000)
    expect(on.beforeReopen).not.toHaveBeenCalled()
    expect(streams).toHaveLength(1)
  })
})
