import { i18n } from '@lingui/core'
import { create } from 'zustand'
import type { CrisisLine } from '@kindred/contract/safety'
import { isLanguage, type Language } from '@/lib/i18n/languages'

type Lines = readonly CrisisLine[]

/**
 * Crisis lines, bundled at build time so /help works even when the API does not: each language's
 * file is a small chunk of its own (about 1.3 kB gzipped), so a reader fetches their language's only.
 * The files are checked against the contract schema by a test rather than at run time: the help page
 * must never fail to render because of a typo in content.
 */
const FILES: Record<Language, () => Promise<{ default: { lines: CrisisLine[] } }>> = {
  en: () => import('@content/safety/crisis-lines.json'),
  es: () => import('@content/es/safety/crisis-lines.json'),
}

/** The content's language for the shown one: the pseudo-language is English underneath. */
export const contentLanguage = (shown: string): Language => (isLanguage(shown) ? shown : 'en')

interface CrisisLinesState {
  loaded: Partial<Record<Language, Lines>>
  failed: Partial<Record<Language, boolean>>
}

export const useCrisisLinesStore = create<CrisisLinesState>()(() => ({ loaded: {}, failed: {} }))

const loading = new Map<Language, Promise<void>>()

/** Fetches one language's lines once; a failed fetch can be tried again. */
export function loadCrisisLines(language: Language): Promise<void> {
  const under = loading.get(language)
  if (under) return under
  const load = FILES[language]().then(
    ({ default: file }) =>
      useCrisisLinesStore.setState((state) => ({
        loaded: { ...state.loaded, [language]: [...file.lines].sort((a, b) => a.order - b.order) },
        failed: { ...state.failed, [language]: false },
      })),
    () => {
      loading.delete(language)
      useCrisisLinesStore.setState((state) => ({ failed: { ...state.failed, [language]: true } }))
    },
  )
  loading.set(language, load)
  return load
}

// Fetched as soon as a language is shown, not when someone opens /help: a person in distress on a
// slow connection should find the lines there at once, and the service worker keeps them for offline.
i18n.on('change', () => void loadCrisisLines(contentLanguage(i18n.locale)))
if (i18n.locale) void loadCrisisLines(contentLanguage(i18n.locale))
