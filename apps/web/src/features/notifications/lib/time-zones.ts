import { DEFAULT_TIME_ZONE } from '@kindred/contract/notifications-settings-constants'

/** The time zone this browser is set to, e.g. "Europe/Berlin" (the server's default if unknown). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE
  } catch {
    return DEFAULT_TIME_ZONE
  }
}

/** Every time zone the browser knows, with the ones in use here always among them, sorted. */
export function timeZoneChoices(...inUse: string[]): string[] {
  let known: string[] = []
  try {
    known = Intl.supportedValuesOf('timeZone')
  } catch {
    // An older browser lists none: the choices in use still show.
  }
  return [...new Set([...known, DEFAULT_TIME_ZONE, ...inUse])].sort((a, b) => a.localeCompare(b))
}

/**
 * The shown language as Intl should write it: the browser's own variant of it when it has one (en-GB
 * writes "18:00", en-US "6:00 PM"), else the language itself. The pseudo-language is English underneath.
 */
function localeFor(language: string): string {
  const base = language === 'pseudo' ? 'en' : language
  const browser = typeof navigator === 'undefined' ? [] : navigator.languages
  return browser.find((tag) => tag.toLowerCase().split('-')[0] === base) ?? base
}

/** An hour of the day as people read it in the shown language ("6:00 PM", "18:00"). */
export function formatHour(hour: number, language: string): string {
  return new Intl.DateTimeFormat(localeFor(language), {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(Date.UTC(2000, 0, 1, hour))
}
