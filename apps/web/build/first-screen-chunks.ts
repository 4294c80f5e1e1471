import type { Plugin } from 'vite'

/** Where the server reads, per route, the scripts it asks the browser to load with the page. */
export const FIRST_SCREEN_CHUNKS_FILE = 'first-screen-chunks.json'

interface ChunkLike {
  type: 'chunk'
  fileName: string
  isEntry: boolean
  moduleIds: string[]
  imports: string[]
}

/** What the app's code shares with every page that talks to the API: libraries, contract, lib/. */
const SHARED_BASE = /node_modules[\\/]|packages[\\/]contract[\\/]|[\\/]src[\\/]lib[\\/]/

/**
 * A route's first screen in as few files as its code allows (decision 067). Given, per route, the
 * modules its first screen loads lazily (the page, and what it loads with it), this:
 * - finds, once the build has read every module, all they import statically (`buildEnd`), and
 *   stops the build if that reaches zod: a first screen takes the server's word for its answers and
 *   leaves the contract's schemas to the forms (decision 068);
 * - gives the bundler a group per set of routes that share a module, split between the shared base
 *   (libraries, the contract, `src/lib`: what any page that talks to the API uses) and the rest
 *   (`groups`), so `/memories` loads a few files instead of about twenty-five small ones (on a phone's
 *   connection each file waits its turn among six), and no route loads another's first screen;
 * - writes `first-screen-chunks.json`: per route, those files and every file they import, minus the
 *   entry (the page's own script tag loads it), which the server names as `<link rel="modulepreload">`
 *   in that route's page, so a phone fetches them beside the entry instead of after it.
 * What a screen loads later (a signed-in person's extras, a menu) keeps the bundler's own split.
 */
export function firstScreenChunks(routes: Record<string, string[]>) {
  const reached = new Map<string, Set<string>>()
  /** The routes whose first screen imports the module, as a group's name: `memories`, `guide+memories`. */
  const routesOf = (id: string) =>
    [...reached]
      .filter(([, ids]) => ids.has(id))
      .map(([route]) => route.replace(/[^a-z]+/g, ''))
      .sort()
      .join('+')
  // One group per set of routes and kind, a larger set first: a module two routes share is taken
  // (with what it imports) before either route's own group can take it, so neither loads the other's.
  const sets = subsets(
    Object.keys(routes)
      .map((route) => route.replace(/[^a-z]+/g, ''))
      .sort(),
  )
  const groups = sets.flatMap((set) =>
    [true, false].map((base) => ({
      name: `${base ? 'base' : 'first-screen'}-${set.join('+')}`,
      priority: set.length,
      test: (id: string) => SHARED_BASE.test(id) === base && routesOf(id) === set.join('+'),
    })),
  )
  const plugin: Plugin = {
    name: 'kindred-first-screen-chunks',
    apply: 'build',
    buildEnd() {
      for (const [route, modules] of Object.entries(routes)) {
        // Each module reached, with the module that imports it (for the message below).
        const ids = new Map<string, string>()
        const visit = (id: string, from: string) => {
          if (ids.has(id)) return
          ids.set(id, from)
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next, id)
        }
        for (const module of modules) {
          const id = [...this.getModuleIds()].find((candidate) => candidate.endsWith(module))
          if (!id) this.error(`first-screen-chunks: ${module} (route ${route}) is not in the build`)
          visit(id, '')
        }
        const zod = [...ids.keys()].find((id) => ZOD.test(id))
        if (zod) this.error(`first-screen-chunks: ${route}'s first screen imports zod: ${chain(ids, zod)}`)
        reached.set(route, new Set(ids.keys()))
      }
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (item): item is ChunkLike & typeof item => item.type === 'chunk',
      )
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
      const result: Record<string, string[]> = {}
      for (const [route, modules] of Object.entries(routes)) {
        const files = new Set<string>()
        const visit = (fileName: string) => {
          const chunk = byFile.get(fileName)
          if (!chunk || chunk.isEntry || files.has(fileName)) return
          files.add(fileName)
          chunk.imports.forEach(visit)
        }
        for (const module of modules) {
          const chunk = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(module)))
          if (!chunk) this.error(`first-screen-chunks: no chunk holds ${module} (route ${route})`)
          visit(chunk.fileName)
        }
        result[route] = [...files].map((file) => `/${file}`)
      }
      this.emitFile({ type: 'asset', fileName: FIRST_SCREEN_CHUNKS_FILE, source: JSON.stringify(result) })
    },
  }
  return { plugin, groups }
}

/** Where zod's modules are: a first screen must not import them (decision 068). */
const ZOD = /node_modules[\\/]zod[\\/]/

/** How `id` was reached, first screen first: `memories-page.tsx → get-tags.ts → memories.ts → zod`. */
function chain(importers: Map<string, string>, id: string): string {
  const names: string[] = []
  for (let at = id; at; at = importers.get(at) ?? '')
    names.unshift(at.replace(/^.*[\\/](src|node_modules)[\\/]/, ''))
  return names.join(' → ')
}

/** Every non-empty subset of `items`, the larger first. */
function subsets(items: string[]): string[][] {
  const all: string[][] = [[]]
  for (const item of items) for (const subset of [...all]) all.push([...subset, item])
  return all.filter((subset) => subset.length > 0).sort((a, b) => b.length - a.length)
}
