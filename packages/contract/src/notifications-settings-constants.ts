// The plain values of `notifications-settings.ts` (paths, limits, choices, messages), in a module without schemas:
// the web app's screens import these without loading zod (decision 068), and `notifications-settings.ts` re-exports
// them for everyone else.

/** `off` for everyone until they choose; `immediate` batches; `daily` is one digest at their hour. */
export const EMAIL_MODES = ['off', 'immediate', 'daily'] as const
export type EmailMode = (typeof EMAIL_MODES)[number]

/** What arrives within this long of the first new thing goes out in one mail (`immediate`). */
export const EMAIL_BATCH_WINDOW_MS = 5 * 60 * 1000
/** The local hour of the daily digest until the person picks another. */
export const DEFAULT_DIGEST_HOUR = 18
export const DEFAULT_TIME_ZONE = 'UTC'

/** Whether the runtime knows this IANA time zone (e.g. "Europe/Berlin"). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name })
    return true
  } catch {
    return false
  }
}

/** The words a push shows, the same for everyone and everything (discreet). */
export const PUSH_TITLE = 'Kindred'
export const PUSH_BODY = 'Something new for you'
/** Where a click on a push opens the app. */
export const PUSH_URL = '/home/notifications'
/**
 * What a push carries (JSON, encrypted): the service worker shows PUSH_TITLE and PUSH_BODY whatever
 * `title` and `body` say, and a click opens `url` when it is a path of the app (decision 055).
 */
export interface PushPayload {
  title: typeof PUSH_TITLE
  body: typeof PUSH_BODY
  url: string
}
/** The subject of every discreet mail. */
export const EMAIL_SUBJECT = 'Something new for you on Kindred'
