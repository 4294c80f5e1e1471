import { isTimeZone } from '@kindred/contract/notifications-settings'

/**
 * When a daily digest goes: the next moment after `now` at which the clock on the wall in `timeZone`
 * shows `hour`:00, computed with Intl so that summer time and half-hour zones come out right. On the
 * day summer time skips that hour, the digest goes at the same UTC offset as the day before would
 * have it (an hour later on the wall), and on the day an hour repeats, at the first of the two.
 */
export function nextDigestAt(now: Date, hour: number, timeZone: string): Date {
  const today = wallClock(now, timeZone)
  for (let day = 0; day <= 2; day++) {
    const at = instantOf(today.year, today.month, today.day + day, hour, timeZone)
    if (at.getTime() > now.getTime()) return at
  }
  // Unreachable: the same hour two days on is always later than now.
  throw new Error('no digest time found')
}

interface WallClock {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

const formatters = new Map<string, Intl.DateTimeFormat>()
function formatterOf(timeZone: string) {
  let format = formatters.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      // A zone the runtime no longer knows (tz data changes) falls back to UTC rather than stop every digest.
      timeZone: isTimeZone(timeZone) ? timeZone : 'UTC',
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    formatters.set(timeZone, format)
  }
  return format
}

/** What a wall clock in `timeZone` shows at `instant`. */
function wallClock(instant: Date, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(instant)
      .filter((part) => part.type !== 'literal')
      .map((part) => [part.type, Number(part.value)]),
  )
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  }
}

/** How far ahead of UTC the wall clock in `timeZone` is at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const wall = wallClock(new Date(instant), timeZone)
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second)
  return asUtc - Math.floor(instant / 1000) * 1000
}

/** The instant the wall clock in `timeZone` shows this date (day may overflow the month) and hour. */
function instantOf(year: number, month: number, day: number, hour: number, timeZone: string): Date {
  const wall = Date.UTC(year, month - 1, day, hour)
  // The offset before the wall time, then the offset at the guess: they differ only across a change.
  const first = wall - offsetAt(wall - 86_400_000 / 2, timeZone)
  const second = wall - offsetAt(first, timeZone)
  return new Date(offsetAt(second, timeZone) === wall - second ? second : first)
}
