/**
 * "A", "A and B", "A, B and C" in the language shown ("A, B y C" in Spanish, "e" before an "i"
 * sound): the way a list ends is the language's, so it comes from Intl, not from a joined "and".
 * English lists as Kindred's texts are written, without a comma before "and".
 */
export function joinWords(words: readonly string[], language: string): string {
  const locale = language === 'es' ? 'es' : 'en-GB'
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(words)
}
