import type { HighlightPart } from '@kindred/contract/memories'
import { wordsOf, type Word } from './postgres-words'

// Search highlights from the positions the stored search vector keeps (decision 064), instead of
// ts_headline, which parses and stems the whole body of each result again (about 0.1 ms a memory in
// PostgreSQL, most of a search's cost once its page is chosen). The vector says at which word of the
// title and body each of the query's words was found; here the text is cut into words as
// PostgreSQL's parser counts them, and the words at those positions are marked. Where the counting
// disagrees with PostgreSQL's (a URL, an e-mail address, markup), the word found there does not look
// like the word searched for, and the caller asks ts_headline instead.

/** As many words as ts_headline's MaxWords, MinWords and MaxFragments gave (decision 021). */
export const FRAGMENT_WORDS = 24
export const FIRST_WORDS = 8
export const MAX_FRAGMENTS = 3

/**
 * Whether `word` can be what the stemmer made `lexeme` of: a stem is the word's start, but for a
 * last letter it may have changed (happy → happi, dying → die). A word counted at the wrong place is
 * almost never one of the searched words.
 */
function looksLike(word: string, lexemes: readonly string[]): boolean {
  const lower = word.toLowerCase()
  return lexemes.some((lexeme) => {
    const stem = lexeme.toLowerCase()
    return lower.startsWith(stem.length > 1 ? stem.slice(0, -1) : stem)
  })
}

/** The spans of `words` at `found` positions, or null when one of them does not look like a lexeme. */
function markedSpans(text: string, words: Word[], found: Set<number>, lexemes: readonly string[]) {
  const marked = new Map<Word, [number, number][]>()
  let seen = 0
  const mark = (word: Word, start: number, end: number) => {
    if (!looksLike(text.slice(start, end), lexemes)) seen = -Infinity
    seen++
    const spans = marked.get(word) ?? []
    // A hyphenated word found whole is marked whole; its parts then add nothing.
    if (!spans.some(([s, e]) => s <= start && end <= e)) spans.push([start, end])
    marked.set(word, spans)
  }
  for (const word of words) {
    if (found.has(word.position)) mark(word, word.start, word.end)
    word.parts?.forEach(([start, end], i) => {
      if (found.has(word.position + 1 + i)) mark(word, start, end)
    })
  }
  return seen === found.size ? marked : null
}

/** `text` from `from` to `to` as parts, the spans marked. */
function partsOf(text: string, from: number, to: number, spans: [number, number][]): HighlightPart[] {
  const parts: HighlightPart[] = []
  let at = from
  for (const [start, end] of spans.sort((a, b) => a[0] - b[0])) {
    if (start < at || end > to) continue
    if (start > at) parts.push({ text: text.slice(at, start), match: false })
    parts.push({ text: text.slice(start, end), match: true })
    at = end
  }
  if (at < to) parts.push({ text: text.slice(at, to), match: false })
  return parts
}

/**
 * Up to MAX_FRAGMENTS stretches of FRAGMENT_WORDS words: the words found grouped from the first
 * on, each group as long as a fragment; the groups with the most words found, then the earliest,
 * each widened on both sides to a fragment's length without running into another; in the body's
 * order. Nothing found in the body: its first FIRST_WORDS words, as ts_headline showed.
 */
function fragmentsOf(body: string, words: Word[], marked: Map<Word, [number, number][]>) {
  if (words.length === 0) return []
  const found: number[] = []
  for (let i = 0; i < words.length; i++) if (marked.has(words[i]!)) found.push(i)
  if (found.length === 0)
    return [partsOf(body, words[0]!.start, words[Math.min(FIRST_WORDS, words.length) - 1]!.end, [])]
  const groups: { first: number; last: number; count: number }[] = []
  for (const i of found) {
    const group = groups.at(-1)
    if (group && i - group.first < FRAGMENT_WORDS) {
      group.last = i
      group.count++
    } else groups.push({ first: i, last: i, count: 1 })
  }
  const chosen = [...groups]
    .sort((a, b) => b.count - a.count || a.first - b.first)
    .slice(0, MAX_FRAGMENTS)
    .sort((a, b) => a.first - b.first)
  const fragments: HighlightPart[][] = []
  let floor = 0
  chosen.forEach((group, n) => {
    const ceiling = n === chosen.length - 1 ? words.length - 1 : chosen[n + 1]!.first - 1
    const room = FRAGMENT_WORDS - (group.last - group.first + 1)
    let first = Math.max(floor, group.first - Math.floor(room / 2))
    const last = Math.min(ceiling, group.last + (room - (group.first - first)))
    first = Math.max(floor, Math.min(first, last - FRAGMENT_WORDS + 1))
    const spans: [number, number][] = []
    for (let i = first; i <= last; i++) spans.push(...(marked.get(words[i]!) ?? []))
    fragments.push(partsOf(body, words[first]!.start, words[last]!.end, spans))
    // The next fragment starts after this one, however far this one reached.
    floor = last + 1
  })
  return fragments
}

/** What the stored vector says of one memory for the words searched (see memory-search.repository.ts). */
export interface StoredMatches {
  title: string
  body: string
  /** The vector's title part (weight A) as text: the body's positions follow its last. */
  title_vector: string
  /** The vector's part for the searched words' lexemes, as text: where they were found. */
  found_vector: string
  /** The searched words as the stemmer made them. */
  lexemes: string[]
}

/** The positions in a tsvector's text form (`'cold':2A 'kitchen':3A,9`). */
export function positionsIn(vector: string): number[] {
  const positions: number[] = []
  for (const entry of vector.matchAll(/'(?:[^']|'')*'(?::([0-9A-D,]+))?/g))
    for (const position of entry[1]?.split(',') ?? []) positions.push(Number.parseInt(position, 10))
  return positions
}

/**
 * The title with the words found marked and up to three fragments of the body around them, as
 * `ts_headline` made them; null when the text's words cannot be counted as PostgreSQL counted them.
 */
export function highlightsFromPositions({ title, body, title_vector, found_vector, lexemes }: StoredMatches) {
  const titleEnd = Math.max(0, ...positionsIn(title_vector))
  const found = positionsIn(found_vector)
  const titleWords = wordsOf(title, 1)
  // The body's words as far as its fragments can reach: a fragment around the last word found
  // ends at most FRAGMENT_WORDS words after it; nothing found, the first FIRST_WORDS.
  const lastFound = Math.max(0, ...found)
  let reach = lastFound > titleEnd ? Infinity : FIRST_WORDS
  const bodyWords = wordsOf(body, titleEnd + 1, (next, count) => {
    if (reach === Infinity && next > lastFound) reach = count + FRAGMENT_WORDS
    return count >= reach
  })
  const titleMarked = markedSpans(title, titleWords, new Set(found.filter((p) => p <= titleEnd)), lexemes)
  const bodyMarked = markedSpans(body, bodyWords, new Set(found.filter((p) => p > titleEnd)), lexemes)
  if (!titleMarked || !bodyMarked) return null
  return {
    title_highlight: partsOf(title, 0, title.length, [...titleMarked.values()].flat()),
    fragments: fragmentsOf(body, bodyWords, bodyMarked),
  }
}
