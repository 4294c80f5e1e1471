import type { Plugin } from 'vite'
import { FIRST_SCREEN_CHUNKS_FILE } from './first-screen-chunks'

const ZOD = /node_modules[\\/]zod[\\/]/

interface ChunkLike {
  type: 'chunk'
  name: string
  fileName: string
  isEntry: boolean
  imports: string[]
}

/** A set of lazily loaded parts: the modules they are loaded from, and the page that fetches them early. */
export interface TogetherSet {
  roots: string[]
  /** A key of first-screen-chunks.json (`/memories (signed in)`): the server names these files there. */
  preloadedOn: string
}

/**
 * Lazily loaded parts that load at the same moment, in one file per set (decision 068). A member's
 * `/memories` starts, beside its first screen, the session check, the bell and the sign-out button
 * (`signed-in-start`), and its cards start their reactions and the author's menu
 * (`signed-in-cards`): eleven and five small files as the bundler splits them, each a request
 * waiting its turn among a phone's six connections, and each with its own few hundred bytes of
 * imports. Given, per set, the modules its parts are loaded from, this:
 * - finds (once the build has read every module) all they import statically, and gives the bundler
 *   a group per set that takes those modules; a module a first screen or the entry also needs stays
 *   theirs (their groups rank higher), and a module two sets reach goes to the first set. Schemas are
 *   left where the bundler puts them: these load before a member has done anything, and zod comes
 *   with the forms;
 * - adds the set's files to first-screen-chunks.json under its page's key, so the server names them
 *   in the page of someone who may be signed in, and a phone fetches them beside the first screen's
 *   instead of after the app has started.
 */
export function togetherChunks(sets: Record<string, TogetherSet>) {
  const setOf = new Map<string, string>()
  const plugin: Plugin = {
    name: 'kindred-together-chunks',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()]
      for (const [name, { roots }] of Object.entries(sets)) {
        const visit = (id: string) => {
          if (setOf.has(id)) return
          const imports = this.getModuleInfo(id)?.importedIds ?? []
          // Schemas (and zod) are not taken: a part may name one for development's checks only
          // (decision 068), and taking it would bring zod with the set for the forms that use it.
          if (ZOD.test(id) || imports.some((next) => ZOD.test(next))) return
          setOf.set(id, name)
          for (const next of imports) visit(next)
        }
        for (const root of roots) {
          const id = ids.find((candidate) => candidate.endsWith(root))
          if (!id) this.error(`together-chunks: ${root} (${name}) is not in the build`)
          visit(id)
        }
      }
    },
    generateBundle(_options, bundle) {
      const asset = bundle[FIRST_SCREEN_CHUNKS_FILE]
      if (asset?.type !== 'asset') this.error(`together-chunks: no ${FIRST_SCREEN_CHUNKS_FILE} to add to`)
      const pages = JSON.parse(String(asset.source)) as Record<string, string[]>
      const chunks = Object.values(bundle).filter(
        (item): item is ChunkLike & typeof item => item.type === 'chunk',
      )
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
      for (const [name, { preloadedOn }] of Object.entries(sets)) {
        // What the page names for everyone already (`/memories` for `/memories (signed in)`).
        const named = new Set(
          Object.entries(pages)
            .filter(([key]) => key !== preloadedOn && preloadedOn.startsWith(key))
            .flatMap(([, files]) => files),
        )
        const files = new Set<string>(pages[preloadedOn] ?? [])
        const visit = (fileName: string) => {
          const chunk = byFile.get(fileName)
          const file = `/${fileName}`
          if (!chunk || chunk.isEntry || files.has(file) || named.has(file)) return
          files.add(file)
          chunk.imports.forEach(visit)
        }
        for (const chunk of chunks.filter((c) => c.name === name)) visit(chunk.fileName)
        pages[preloadedOn] = [...files]
      }
      asset.source = JSON.stringify(pages)
    },
  }
  // Below every first screen's group (priority 1 and up) and the entry's (100).
  const groups = Object.keys(sets).map((name) => ({
    name,
    priority: 0.5,
    test: (id: string) => setOf.get(id) === name,
  }))
  return { plugin, groups }
}
