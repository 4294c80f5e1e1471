import { createHash } from 'node:crypto'
import { getConfig } from '@lingui/conf'
import { createCompiledCatalog, createMissingErrorMessage, getCatalogs } from '@lingui/cli/api'
import type { Plugin } from 'vite'

/**
 * What the macro step writes, in the build, where a module asks for its words: replaced in each
 * built chunk by the addresses of that chunk's own messages, one file per language.
 */
export const CHUNK_MESSAGES_PLACEHOLDER = 'kindred:chunk-messages'
const PLACEHOLDER = /(["'`])kindred:chunk-messages\1/g

/**
 * A message's id where the compiled code uses it: `i18n._({id: "…"})`, `<Trans id="…">`, a
 * `msg` descriptor. Ids are Lingui's short hashes; anything else that looks like one and is no
 * message is dropped by the lookup.
 */
const MESSAGE_ID = /\bid:\s*(["'`])([^"'`\\$]+)\1/g

type Messages = Record<string, string>

/**
 * Catalogs per built chunk (decision 086): after bundling, each chunk whose modules show words gets,
 * per language, a small module of exactly the messages its code uses, and its modules ask for those
 * (lib/i18n/catalogs.ts, `need`). A page then carries the words it can show and no others, where a
 * catalog per feature brought every message of the feature with its first button. The build fails on
 * a message missing in a language, as the catalogs' own compilation does.
 */
export function chunkMessages(configPath: string): Plugin {
  const config = getConfig({ configPath, skipValidation: true })
  let byLanguage: Promise<Map<string, Messages>> | undefined
  const files = new Map<string, string>()

  async function loadAll(): Promise<Map<string, Messages>> {
    const all = new Map<string, Messages>()
    for (const language of config.locales) {
      const merged: Messages = {}
      for (const catalog of await getCatalogs(config)) {
        const { messages, missing } = await catalog.getTranslations(language, {
          fallbackLocales: config.fallbackLocales ?? {},
          sourceLocale: config.sourceLocale ?? 'en',
        })
        if (language !== config.pseudoLocale && missing.length > 0)
          throw new Error(createMissingErrorMessage(language, missing, 'loader'))
        Object.assign(merged, messages)
      }
      all.set(language, merged)
    }
    return all
  }

  /** The module of `ids`' messages in `language`, named by its content so it can be cached for ever. */
  function fileOf(language: string, ids: string[], messages: Messages): string {
    const picked = Object.fromEntries(ids.map((id) => [id, messages[id] ?? '']))
    const { source, errors } = createCompiledCatalog(language, picked, {
      namespace: 'es',
      pseudoLocale: config.pseudoLocale ?? '',
    })
    if (errors.length > 0) throw new Error(`messages that do not compile in ${language}: ${errors.length}`)
    const code = String(source)
    const hash = createHash('sha256').update(code).digest('base64url').slice(0, 10)
    const fileName = `assets/messages-${language}-${hash}.js`
    files.set(fileName, code)
    return fileName
  }

  return {
    name: 'kindred:chunk-messages',
    apply: 'build',
    async renderChunk(code) {
      if (!PLACEHOLDER.test(code)) return null
      PLACEHOLDER.lastIndex = 0
      byLanguage ??= loadAll()
      const all = await byLanguage
      const known = all.get(config.sourceLocale ?? 'en')!
      const ids = [...new Set([...code.matchAll(MESSAGE_ID)].map((match) => match[2]!))]
        .filter((id) => id in known)
        .sort()
      const addresses: Record<string, string> = {}
      if (ids.length > 0)
        for (const [language, messages] of all) addresses[language] = `/${fileOf(language, ids, messages)}`
      // Changing the code here is part of the chunk's content, so its name changes with its words.
      return { code: code.replace(PLACEHOLDER, JSON.stringify(addresses)), map: null }
    },
    generateBundle() {
      for (const [fileName, source] of files) this.emitFile({ type: 'asset', fileName, source })
    },
  }
}
