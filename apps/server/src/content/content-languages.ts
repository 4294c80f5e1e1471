import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@kindred/contract/languages'
import { ContentError } from './content-files'

// Kindred's content in every language it speaks (issue 38, decision 083): English at the root of
// content/, each other language in a folder of its code with the same files (content/es/guide/...).
// Each kind of content is read in every language once at start; an answer picks its language's copy.

/** One value per language Kindred speaks, e.g. a catalog of content in each. */
export type InLanguages<T> = Readonly<Record<Language, T>>

/** The folder below content/ that holds `folder` in `language`: `guide`, `es/guide`. */
export const folderIn = (language: Language, folder: string): string =>
  language === DEFAULT_LANGUAGE ? folder : `${language}/${folder}`

/** Makes one value per language, English first (the others are checked against it), one after another. */
export async function inEveryLanguage<T>(
  make: (language: Language) => T | Promise<T>,
): Promise<InLanguages<T>> {
  const made = {} as Record<Language, T>
  for (const language of LANGUAGES) made[language] = await make(language)
  return made
}

/** The same for a value made without waiting. */
export function inEveryLanguageNow<T>(make: (language: Language) => T): InLanguages<T> {
  return Object.fromEntries(LANGUAGES.map((language) => [language, make(language)])) as Record<Language, T>
}

/**
 * A translation names exactly what its original names: the same slugs (or keys, values) in the
 * same kind of list. Anything else stops the start, naming the file and what differs, since a
 * translated list that left something out or added something would answer differently by language.
 */
export function checkSameKeys(
  file: string,
  what: string,
  original: Iterable<string>,
  translated: Iterable<string>,
): void {
  const [expected, found] = [new Set(original), new Set(translated)]
  const missing = [...expected].filter((key) => !found.has(key))
  const extra = [...found].filter((key) => !expected.has(key))
  if (missing.length === 0 && extra.length === 0) return
  const parts = [
    missing.length > 0 ? `missing ${missing.join(', ')}` : '',
    extra.length > 0 ? `not in the English file: ${extra.join(', ')}` : '',
  ].filter(Boolean)
  throw new ContentError(`${file}: ${what} differ from the English file (${parts.join('; ')})`)
}
