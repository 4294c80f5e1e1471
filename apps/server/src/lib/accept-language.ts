import { LANGUAGES, type Language } from '@kindred/contract/languages'

// Accept-Language (RFC 9110 §12.5.4): language ranges with optional weights, e.g.
// "es-MX,es;q=0.9,en;q=0.8". A range is a primary tag with optional subtags ("es-419", "zh-Hant-TW")
// or "*"; its weight is q=0 to q=1 with at most three decimals.
const RANGE = /^(?:\*|[a-z]{1,8}(?:-[a-z0-9]{1,8})*)$/i
const WEIGHT = /^q=(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/i

/** A browser sends a handful; a header of hundreds is not worth reading past these. */
const MAX_RANGES = 32

/**
 * The language Kindred speaks that the header prefers most, or null when it names none of them.
 * A region or script counts as its language ("es-MX" is Spanish). Ranges that cannot be read are
 * skipped, and so is one weighted 0 (refused) or "*" (anything: no choice made); among equal
 * weights the earlier wins. Never throws: what cannot be understood is no preference.
 */
export function preferredLanguage(header: string | undefined): Language | null {
  if (!header) return null
  let best: { language: Language; weight: number } | null = null
  for (const part of header.split(',', MAX_RANGES)) {
    const [range = '', ...params] = part.split(';').map((piece) => piece.trim())
    if (!RANGE.test(range) || range === '*') continue
    const weight = weightOf(params)
    if (weight === null || weight === 0) continue
    const primary = range.split('-')[0]!.toLowerCase()
    const language = LANGUAGES.find((known) => known === primary)
    if (language && (best === null || weight > best.weight)) best = { language, weight }
  }
  return best?.language ?? null
}

/** The range's weight: 1 without one, null when it is not a weight the grammar allows. */
function weightOf(params: string[]): number | null {
  const q = params.find((param) => /^q\s*=/i.test(param))
  if (q === undefined) return 1
  const compact = q.replace(/\s+/g, '')
  return WEIGHT.test(compact) ? Number(compact.slice(2)) : null
}
