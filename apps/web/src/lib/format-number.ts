import { cachedFormatter, intlLocale } from './intl-locale'

/** A no-break space: Spanish parts thousands with it (docs/glossary-es.md), as the content does. */
const NO_BREAK_SPACE = '\u00a0'

/**
 * A number as the shown language writes it: 1,500 and 17,337 in English; 1500 and 17 337 (a no-break
 * space from five digits, never a point) and 28,3 in Spanish. Pass Intl options for more (decimals).
 */
export function formatNumber(
  value: number,
  options: Intl.NumberFormatOptions = {},
  language?: string,
): string {
  const locale = intlLocale(language)
  const formatter = cachedFormatter('number', locale, options, () => new Intl.NumberFormat(locale, options))
  if (!locale.startsWith('es')) return formatter.format(value)
  return formatter
    .formatToParts(value)
    .map((part) => (part.type === 'group' ? NO_BREAK_SPACE : part.value))
    .join('')
}
