/** The words a person reads in a text or an HTML part: no tags, links or addresses, lower case. */
function wordsOf(text: string): string[] {
  return (
    text
      .replace(/<[^>]*>/g, ' ')
      .replace(/https?:\/\/\S+|\S+@\S+/g, ' ')
      .toLowerCase()
      .match(/\p{L}+/gu) ?? []
  )
}

/**
 * Every run of three words of `english` that `translated` still says: English a translation left
 * untranslated (a word written into code instead of a catalog, a message without its Spanish).
 * Values both share (a name, a title, "Kindred") are single words, so they never make a run alone.
 */
export function englishLeftIn(english: string, translated: string): string[] {
  const said = ` ${wordsOf(translated).join(' ')} `
  const words = wordsOf(english)
  const left = new Set<string>()
  for (let at = 0; at + 3 <= words.length; at++) {
    const run = words.slice(at, at + 3).join(' ')
    if (said.includes(` ${run} `)) left.add(run)
  }
  return [...left]
}

/** The links of a text, in order: a translation must keep every one. */
export const linksOf = (text: string): string[] => text.match(/https?:\/\/[^\s<>"]+/g) ?? []
