import { cachedFormatter, intlLocale } from './intl-locale'

// Dates and times in the language shown (i18n.locale), in the person's own time zone. These read the
// language when called: in a component, call them through useFormats() (use-formats.ts), which draws
// the component again when the language changes; outside React (a store, an event) call them as is.

const readDate = (iso: string): Date | null => {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? null : date
}

function dateFormat(options: Intl.DateTimeFormatOptions, language?: string): Intl.DateTimeFormat {
  const locale = intlLocale(language)
  return cachedFormatter('date', locale, options, () => new Intl.DateTimeFormat(locale, options))
}

/** A date and time as people read it ("Dec 7, 2026, 11:38 AM"; "7 dic 2026, 11:38"), or nothing if the server sent something odd. */
export function formatDateTime(iso: string, language?: string): string {
  const date = readDate(iso)
  return date ? dateFormat({ dateStyle: 'medium', timeStyle: 'short' }, language).format(date) : ''
}

/** A day, month written out ("December 7, 2026"; "7 de diciembre de 2026"), or nothing if odd. */
export function formatDate(iso: string, language?: string): string {
  const date = readDate(iso)
  return date ? dateFormat({ day: 'numeric', month: 'long', year: 'numeric' }, language).format(date) : ''
}

/** A time of day ("9:00 AM"; "9:00"); `timeZone` for a time that belongs to no place (a digest hour). */
export function formatTime(iso: string, options: { timeZone?: string } = {}, language?: string): string {
  const date = readDate(iso)
  return date ? dateFormat({ hour: 'numeric', minute: '2-digit', ...options }, language).format(date) : ''
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
]

/**
 * How long ago or how soon, in the largest whole unit ("3 minutes ago", "yesterday", "in 2 hours";
 * "hace 3 minutos", "ayer", "dentro de 2 horas"); under a minute, "now" ("ahora"). Nothing if odd.
 */
export function formatRelativeTime(iso: string, now: number = Date.now(), language?: string): string {
  const date = readDate(iso)
  if (!date) return ''
  const locale = intlLocale(language)
  const options: Intl.RelativeTimeFormatOptions = { numeric: 'auto' }
  const format = cachedFormatter(
    'relative',
    locale,
    options,
    () => new Intl.RelativeTimeFormat(locale, options),
  )
  const seconds = Math.round((date.getTime() - now) / 1000)
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit)
  }
  return format.format(0, 'second')
}
