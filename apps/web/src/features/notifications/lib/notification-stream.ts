import {
  NotificationEventSchema,
  NotificationSummarySchema,
  type NotificationEvent,
  type NotificationSummary,
} from '@kindred/contract/notifications'
import { NOTIFICATION_PATHS } from '@kindred/contract/notifications-constants'
import type { z } from 'zod'
import { readCsrfCookie } from '@/lib/cookies'

export interface StreamHandlers {
  /** A new (or newly grouped) notification, with the counts as they now are. */
  onNotification: (event: NotificationEvent) => void
  /** The counts changed without a new notification (read, seen, taken back, another tab). */
  onSummary: (summary: NotificationSummary) => void
  /** Connected, or connected again: whatever happened while it was down must be fetched again. */
  onOpen: () => void
  /**
   * Before a stream the server closed is opened again. The stream cannot refresh an expired
   * session itself; one call through the API client can, and the new stream then uses its cookies.
   */
  beforeReopen: () => Promise<unknown>
}

export interface StreamTiming {
  /** The first wait before opening a closed stream again; it doubles up to `maxDelayMs`. */
  firstDelayMs: number
  maxDelayMs: number
}

const DEFAULT_TIMING: StreamTiming = { firstDelayMs: 2_000, maxDelayMs: 60_000 }

/**
 * A message's JSON, checked against its schema where one is given; anything unreadable is ignored,
 * never thrown. Production builds give none: they take the server's word for its messages, as for
 * its answers (decision 068), and do not load zod for them; development and the tests check each.
 */
function parse<T>(schema: z.ZodType<T> | null, text: string): T | null {
  try {
    const data: unknown = JSON.parse(text)
    if (!schema) return data as T
    const result = schema.safeParse(data)
    return result.success ? result.data : null
  } catch {
    return null
  }
}

const eventSchema = import.meta.env.DEV ? NotificationEventSchema : null
const summarySchema = import.meta.env.DEV ? NotificationSummarySchema : null

function streamUrl(): string {
  // A browser EventSource cannot send the X-CSRF-Token header: this one read-only route takes the
  // same value as a query parameter (SPEC §7).
  const csrf = readCsrfCookie()
  return csrf ? `${NOTIFICATION_PATHS.stream}?csrf=${encodeURIComponent(csrf)}` : NOTIFICATION_PATHS.stream
}

/**
 * Keeps one Server-Sent Events stream of the person's notifications open until the returned
 * function is called. A dropped connection is reconnected by the browser itself, which sends
 * Last-Event-ID so the server replays what was missed. A stream the server refused or ended for
 * good the browser gives up on: 401 once the access token expired, 429 when this person or their
 * address has too many open (tabs), 503 when the instance is full. An EventSource sees none of
 * these statuses nor their Retry-After, so every refusal is treated alike: opened again here after
 * a wait that doubles up to a minute (never a tight loop), and a call that renews the session.
 */
export function connectNotificationStream(
  handlers: StreamHandlers,
  timing: StreamTiming = DEFAULT_TIMING,
): () => void {
  let source: EventSource | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = false
  let delay = timing.firstDelayMs

  const open = () => {
    if (stopped) return
    const current = new EventSource(streamUrl())
    source = current
    current.addEventListener('open', () => {
      delay = timing.firstDelayMs
      handlers.onOpen()
    })
    current.addEventListener('notification', (message) => {
      const event = parse(eventSchema, (message as MessageEvent<string>).data)
      if (event) handlers.onNotification(event)
    })
    current.addEventListener('summary', (message) => {
      const summary = parse(summarySchema, (message as MessageEvent<string>).data)
      if (summary) handlers.onSummary(summary)
    })
    current.addEventListener('error', () => {
      // Still CONNECTING: the browser is already retrying, with Last-Event-ID.
      if (current.readyState !== EventSource.CLOSED || source !== current) return
      current.close()
      source = null
      timer = setTimeout(() => void reopen(), delay)
      delay = Math.min(delay * 2, timing.maxDelayMs)
    })
  }

  const reopen = async () => {
    // Signed out meanwhile (the server closed the stream and cleared the cookies): nothing to renew,
    // and asking would only be refused.
    if (stopped || !readCsrfCookie()) return
    // A failed renewal (offline, say) still tries the stream: its error brings the next, longer wait.
    await handlers.beforeReopen().catch(() => undefined)
    open()
  }

  open()
  return () => {
    stopped = true
    clearTimeout(timer)
    source?.close()
    source = null
  }
}
