import type { HighlightPart } from '@kindred/contract/memories'

/**
 * ts_headline marks found words with these (options in memory-search.repository.ts); bodies cannot contain
 * control characters (the contract refuses them), so the markers are unambiguous.
 */
export const MATCH_START = '\u0001'
export const MATCH_END = '\u0002'
export const FRAGMENT_BREAK = '\u0003'

/** ts_headline's marked text as parts: text never becomes HTML (SPEC §5.2, the client renders <mark>). */
export function toHighlightParts(marked: string): HighlightPart[] {
  const parts: HighlightPart[] = []
  for (const [index, piece] of marked.split(new RegExp(`[${MATCH_START}${MATCH_END}]`)).entries()) {
    if (piece === '') continue
    parts.push({ text: piece, match: index % 2 === 1 })
  }
  return parts
}

/** The fragments of a headline made with FragmentDelimiter = FRAGMENT_BREAK. */
export const toFragments = (marked: string): HighlightPart[][] =>
  marked
    .split(FRAGMENT_BREAK)
    .map((fragment) => toHighlightParts(fragment.trim()))
    .filter((parts) => parts.length > 0)
