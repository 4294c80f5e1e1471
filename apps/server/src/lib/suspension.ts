import { message, type Message } from './messages'

/**
 * A moderator's suspension (SPEC §10), read from `users.suspended_until`: null is not suspended, a
 * time in the past is a suspension that has lifted itself, and "until a moderator lifts it" is this
 * date, far enough away that no clock reaches it.
 */
export const UNTIL_LIFTED = new Date('9999-12-31T00:00:00Z')

/** Whether the person is suspended at `now`. */
export const isSuspended = (suspendedUntil: Date | null, now: Date): suspendedUntil is Date =>
  suspendedUntil !== null && suspendedUntil.getTime() > now.getTime()

const untilLifted = (suspendedUntil: Date) => suspendedUntil.getTime() >= UNTIL_LIFTED.getTime()

/** The suspension as the person's own user DTO shows it: null when there is none now. */
export function suspensionOf(suspendedUntil: Date | null, now: Date): { until: string | null } | null {
  if (!isSuspended(suspendedUntil, now)) return null
  return { until: untilLifted(suspendedUntil) ? null : suspendedUntil.toISOString() }
}

/**
 * What a suspended person is told when they try to take part: calm, plain, and what still works.
 * The day is written in the reader's language, as UTC's: the server does not know their time zone,
 * and the app has the exact time.
 */
export function suspendedMessage(suspendedUntil: Date): Message {
  if (untilLifted(suspendedUntil)) return 'access.suspendedUntilLifted'
  return message('access.suspendedUntil', { until: suspendedUntil })
}
