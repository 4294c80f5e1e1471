import { NOTIFICATION_PATHS } from '@kindred/contract/notifications'
import type { TestBrowser } from './test-browser'

export interface StreamEvent {
  id?: number
  event: string
  data: unknown
}

/**
 * A Server-Sent Events client for a listening server, reading the stream the way a browser's
 * EventSource does (messages split by a blank line; `id:`, `event:`, `data:` fields; comments
 * ignored), signed in with `browser`'s cookies and its CSRF value as the `csrf` query parameter.
 */
export async function openStream(
  baseUrl: string,
  browser: Pick<TestBrowser, 'cookies'>,
  lastEventId?: number,
) {
  const csrf = browser.cookies.get('csrfToken') ?? ''
  const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  const controller = new AbortController()
  const res = await fetch(`${baseUrl}${NOTIFICATION_PATHS.stream}?csrf=${encodeURIComponent(csrf)}`, {
    headers: { cookie, ...(lastEventId === undefined ? {} : { 'last-event-id': String(lastEventId) }) },
    signal: controller.signal,
  })
  const events: StreamEvent[] = []
  let heartbeats = 0
  let ended = false
  const read = (async () => {
    if (!res.body) return
    const reader = res.body.getReader()
    const decoder = new TextDecoder()
    let buffer = ''
    try {
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        buffer += decoder.decode(value, { stream: true })
        let end: number
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          if (block.startsWith(':')) heartbeats += 1
          const fields = new Map(
            block
              .split('\n')
              .filter((line) => !line.startsWith(':') && line.includes(':'))
              .map((line) => [
                line.slice(0, line.indexOf(':')),
                line.slice(line.indexOf(':') + 1).trimStart(),
              ]),
          )
          if (!fields.has('data')) continue
          events.push({
            id: fields.has('id') ? Number(fields.get('id')) : undefined,
            event: fields.get('event') ?? 'message',
            data: JSON.parse(fields.get('data')!),
          })
        }
      }
    } catch {
      // aborted
    }
    ended = true
  })()

  async function until(check: () => boolean, what: string, timeoutMs = 10_000) {
    const deadline = Date.now() + timeoutMs
    while (!check()) {
      if (Date.now() > deadline) throw new Error(`stream: ${what} did not happen in ${timeoutMs} ms`)
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }

  return {
    status: res.status,
    headers: res.headers,
    events,
    notifications: () => events.filter((event) => event.event === 'notification'),
    heartbeats: () => heartbeats,
    ended: () => ended,
    /** Waits for at least `count` notification events. */
    waitForNotifications: (count: number) =>
      until(
        () => events.filter((event) => event.event === 'notification').length >= count,
        `${count} notifications`,
      ),
    waitUntil: until,
    close: async () => {
      controller.abort()
      await read
    },
  }
}
