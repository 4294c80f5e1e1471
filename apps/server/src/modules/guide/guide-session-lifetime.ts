import { GUIDE_SESSION_DAYS } from '@kindred/contract/guide'
import { DAY, HOUR } from '../../lib/clock'

const LIFETIME = GUIDE_SESSION_DAYS * DAY
/** Sliding expiry is written at most once an hour per session, not on every read. */
const SLIDE_EVERY = HOUR

/** When a session used at `from` expires (30 days after the last activity, SPEC §4.3). */
export const expiryFrom = (from: Date) => new Date(from.getTime() + LIFETIME)

/** Whether a session's stored expiry is old enough to be moved forward now. */
export const shouldSlide = (expiresAt: Date, now: Date) =>
  expiryFrom(now).getTime() - expiresAt.getTime() >= SLIDE_EVERY
