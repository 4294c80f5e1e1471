import { i18n } from '@lingui/core'

/**
 * The locale `Intl` formats in for the language shown: the browser's own variant of it when it has
 * one (a British browser shown English writes 9 Dec 2026, 05:36; a Mexican one shown Spanish, its
 * own way), else the language itself. The pseudo-language is English underneath (its dates and
 * numbers stay readable), and before any language is shown, English.
 */
export function intlLocale(
  language: string = i18n.locale,
  browserLanguages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): string {
  const base = !language || language === 'pseudo' ? 'en' : language
  const own = browserLanguages.find((tag) => tag.toLowerCase().split('-')[0] === base)
  return own && isIntlLocale(own) ? own : base
}

function isIntlLocale(tag: string): boolean {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([tag]).length > 0
  } catch {
    return false
  }
}

const formatters = new Map<string, unknown>()

/** One formatter per locale and options, made once: an Intl formatter costs more to make than to use. */
export function cachedFormatter<F>(kind: string, locale: string, options: object, make: () => F): F {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`
  let formatter = formatters.get(key) as F | undefined
  if (!formatter) {
    formatter = make()
    formatters.set(key, formatter)
  }
  return formatter
}
