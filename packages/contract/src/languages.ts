// The languages Kindred speaks (issue 38, decisions 080 and 081): plain values without zod, so the
// web app's first screens can import them (decision 068). Adding a language starts here.

/** Every language a person can read Kindred in, English first: it is what nobody chose gets. */
export const LANGUAGES = ['en', 'es'] as const
export type Language = (typeof LANGUAGES)[number]

/** The language of a request that names none Kindred speaks (decision 081). */
export const DEFAULT_LANGUAGE: Language = 'en'

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
