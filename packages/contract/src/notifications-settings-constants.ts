// The plain values of `notifications-settings.ts` (paths, limits, choices, messages), in a module without schemas:
// the web app's screens import these without loading zod (decision 068), and `notifications-settings.ts` re-exports
// them for everyone else.

import type { Language } from './languages'

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

/**
 * The words a push shows, in each language Kindred speaks: the same for everyone and everything
 * (discreet). The web app's service worker keeps its own copy and shows only these (decision 055).
 */
export const PUSH_WORDS = {
  en: { title: 'Kindred', body: 'Something new for you' },
  es: { title: 'Kindred', body: 'Algo nuevo para ti' },
} as const satisfies Record<Language, { title: string; body: string }>
export const PUSH_TITLE = PUSH_WORDS.en.title
export const PUSH_BODY = PUSH_WORDS.en.body
/** Where a click on a push opens the app. */
export const PUSH_URL = '/home/notifications'
/**
 * What a push carries (JSON, encrypted): the service worker shows the PUSH_WORDS of `lang` whatever
 * `title` and `body` say, and a click opens `url` when it is a path of the app (decision 055).
 */
export interface PushPayload {
  title: string
  body: string
  url: string
  lang: Language
}
/** The subject of every discreet mail. */
export const EMAIL_SUBJECT = 'Something new for you on Kindred'
