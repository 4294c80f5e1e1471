import { i18n, type Messages } from '@lingui/core'
import { wantedLanguage } from './wanted-language'

/**
 * Where a module's words are. In development and tests, its part's catalog (a feature's, or the app
 * frame's), compiled from the `.po` file on import. In the build, its chunk's own messages: one
 * small module per language with exactly the messages that chunk's code shows, by address
 * (build/chunk-messages.ts, decision 086). Either way only the shown language is fetched.
 */
type Words = string | Readonly<Record<string, string>>

// Only development and tests read the `.po` files; the build leaves this out (and with it every
// catalog), since its modules name their chunk's messages instead.
const CATALOGS: Record<string, () => Promise<{ messages: Messages }>> = import.meta.env.PROD
  ? {}
  : import.meta.glob<{ messages: Messages }>(['/src/**/locales/*.po'])

/** `memories` for a feature's catalog; `app` for the frame's (app/, components/, lib/). */
const partOf = (path: string) => /\/features\/([\w-]+)\/locales\//.exec(path)?.[1] ?? 'app'
const languageOf = (path: string) => /\/locales\/([\w-]+)\.po$/.exec(path)?.[1] ?? ''

const partLoaders = new Map(
  Object.entries(CATALOGS).map(([path, load]) => [`${partOf(path)}/${languageOf(path)}`, load]),
)

function loaderOf(words: Words, language: string): (() => Promise<{ messages: Messages }>) | undefined {
  if (typeof words === 'string') return partLoaders.get(`${words}/${language}`)
  const address = words[language]
  return address ? () => import(/* @vite-ignore */ address) : undefined
}

const keyOf = (words: Words, language: string) =>
  typeof words === 'string' ? `${words}/${language}` : (words[language] ?? `none/${language}`)

const loads = new Map<string, Promise<void>>()
/** The words whose code has run on this page: a language shown later needs them too. */
const needed = new Map<string, Words>()

function load(words: Words, language: string): Promise<void> {
  const key = keyOf(words, language)
  let loading = loads.get(key)
  if (!loading) {
    const loader = loaderOf(words, language)
    // Merged into the language's messages (Lingui keeps what was loaded before).
    loading = loader ? loader().then(({ messages }) => i18n.load(language, messages)) : Promise.resolve()
    loads.set(key, loading)
  }
  return loading
}

/**
 * Called, and awaited at the top of the module, by every module that holds messages (the Lingui
 * macro step adds the call: build/lingui-macros.ts). A module that shows words is therefore never
 * evaluated before they are in, and a lazily loaded screen's import resolves only then: nothing
 * draws with a message missing, and a first screen fetches only its own words.
 */
export function need(words: Words): Promise<void> {
  needed.set(keyOf(words, 'en'), words)
  return load(words, i18n.locale || wantedLanguage())
}

/** Every word this page has needed so far, in `language` (before it is shown in it). */
export async function loadNeeded(language: string): Promise<void> {
  await Promise.all([...needed.values()].map((words) => load(words, language)))
}
