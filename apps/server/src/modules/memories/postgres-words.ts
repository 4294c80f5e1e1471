// The words of a text as PostgreSQL's default parser counts them for a search vector's positions
// (decision 064), read character by character. The rule, in PostgreSQL's order of preference:
// markup counts nothing; a dotted word (a host, a file, 3.5, 1.2.3) is one position; a hyphenated
// word is one position for itself and then one for each part; any other run of letters, marks and
// digits is one. It was written as one regular expression with Unicode classes (kept in
// postgres-words.test.ts, which compares the two); at a search page's ten bodies that expression and
// the arrays it made were a third of the server's time a search (issue 36).

/** A word and its first position; a hyphenated word's parts take the positions after it. */
export interface Word {
  start: number
  end: number
  position: number
  /** A hyphenated word's parts, where each is in the text. */
  parts?: [number, number][]
}

const LETTER = 1
const MARK = 2
const DIGIT = 4
const IN_WORD = LETTER | MARK | DIGIT
const LETTER_OR_DIGIT = LETTER | DIGIT
const DOT = 46
const HYPHEN = 45
const LESS_THAN = 60

const ASCII = new Uint8Array(128)
for (let code = 48; code <= 57; code++) ASCII[code] = DIGIT
for (let code = 65; code <= 90; code++) ASCII[code] = ASCII[code + 32] = LETTER

const classes = new Map<number, number>()
/** The class of the code point `code`; outside ASCII asked of the Unicode classes once each. */
function classOf(code: number): number {
  if (code < 128) return ASCII[code]!
  let known = classes.get(code)
  if (known === undefined) {
    const char = String.fromCodePoint(code)
    known =
      (/\p{L}/u.test(char) ? LETTER : 0) |
      (/\p{M}/u.test(char) ? MARK : 0) |
      (/\p{N}/u.test(char) ? DIGIT : 0)
    classes.set(code, known)
  }
  return known
}

/** The class of the character at `index` (0 past the end). */
const classAt = (text: string, index: number) => (index < text.length ? classOf(text.codePointAt(index)!) : 0)

/** Where markup (`<p>`, `</a href…>`) that starts at `at` ends, or -1 when none does. */
function markupEnd(text: string, at: number): number {
  let i = at + 1
  if (text.charCodeAt(i) === 47) i++
  if ((ASCII[text.charCodeAt(i)] ?? 0) !== LETTER) return -1
  for (i++; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code === 62) return i + 1
    if (code === LESS_THAN) return -1
  }
  return -1
}

/** The end of the run of characters of `kinds` from `from` (ASCII read without a lookup). */
function runEnd(text: string, from: number, kinds: number): number {
  let i = from
  while (i < text.length) {
    const unit = text.charCodeAt(i)
    if (unit < 128) {
      if ((ASCII[unit]! & kinds) === 0) return i
      i++
      continue
    }
    const code = text.codePointAt(i)!
    if ((classOf(code) & kinds) === 0) return i
    i += code > 0xffff ? 2 : 1
  }
  return i
}

/** Whether `separator` is at `index` with a character of `kinds` after it. */
const joins = (text: string, index: number, separator: number, kinds: number) =>
  text.charCodeAt(index) === separator && (classAt(text, index + 1) & kinds) !== 0

/**
 * The words of `text`, the first at position `first`, as far as `enough` says: it is asked after
 * each word with the next free position and how many words there are, and stops the reading when
 * it answers true (a search's fragments need the words up to a little after the last one found).
 */
export function wordsOf(
  text: string,
  first: number,
  enough?: (next: number, count: number) => boolean,
): Word[] {
  const words: Word[] = []
  let position = first
  let i = 0
  while (i < text.length) {
    if (text.charCodeAt(i) === LESS_THAN) {
      const end = markupEnd(text, i)
      if (end !== -1) {
        i = end
        continue
      }
    }
    const unit = text.charCodeAt(i)
    const code = unit < 128 ? unit : text.codePointAt(i)!
    const kind = classOf(code)
    if ((kind & IN_WORD) === 0) {
      i += code > 0xffff ? 2 : 1
      continue
    }
    // One pass: the letters and digits, then (a dotted word aside) the marks and the rest after them.
    const lettersAndDigits = kind & LETTER_OR_DIGIT ? runEnd(text, i, LETTER_OR_DIGIT) : i
    let end = lettersAndDigits
    let parts: [number, number][] | undefined
    if (end > i && joins(text, end, DOT, LETTER_OR_DIGIT)) {
      while (joins(text, end, DOT, LETTER_OR_DIGIT)) end = runEnd(text, end + 1, LETTER_OR_DIGIT)
    } else {
      end = runEnd(text, lettersAndDigits, IN_WORD)
      if (kind & LETTER && joins(text, end, HYPHEN, LETTER)) {
        parts = [[i, end]]
        while (joins(text, end, HYPHEN, LETTER)) {
          const start = end + 1
          end = runEnd(text, start, IN_WORD)
          parts.push([start, end])
        }
      }
    }
    words.push(parts ? { start: i, end, position, parts } : { start: i, end, position })
    position += parts ? parts.length + 1 : 1
    i = end
    if (enough?.(position, words.length)) break
  }
  return words
}
