import { DEFAULT_LANGUAGE, type Language } from '@kindred/contract/languages'
import type { UserRow } from '../users.repository'

/**
 * The language Kindred writes to a person in, mail and push (decision 084): the one on their row,
 * which they saved in their preferences or, since registration saves it, signed up in. An account
 * that has none (made before languages were saved, or whose person chose to follow the browser
 * again) is written to in the language of the request the mail answers, else in English.
 */
export const languageFor = (
  person: Pick<UserRow, 'language'> | undefined,
  requestLanguage: Language = DEFAULT_LANGUAGE,
): Language => person?.language ?? requestLanguage
