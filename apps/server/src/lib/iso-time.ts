/**
 * A timestamp as PostgreSQL writes it in UTC, as text (`2026-12-06 23:37:02.123456+00`) or inside
 * JSON (`2026-12-06T23:37:02.123456+00:00`): the date, the time and up to six digits of fraction.
 */
const UTC_TEXT = /^(\d{4}-\d\d-\d\d)[ T](\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?\+00(?::00)?$/

/**
 * `new Date(value).toISOString()`, the same string, without parsing a date: a member's page of
 * notifications or comments spent more time in the date parser than in writing its JSON. A value
 * in any other form (another time zone, a date before year 1000, a Date) is parsed as before.
 * Milliseconds are cut, not rounded, as Date does with microseconds.
 */
export function isoTime(value: Date | string): string {
  if (typeof value === 'string') {
    const utc = UTC_TEXT.exec(value)
    if (utc) return `${utc[1]}T${utc[2]}.${(utc[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`
  }
  return new Date(value).toISOString()
}
