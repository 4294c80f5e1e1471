import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import type { Plugin, Rolldown } from 'vite'

/** The worker's source, from the web app's root. */
const SOURCE = 'src/service-worker/service-worker.ts'
export const SERVICE_WORKER_FILE = 'sw.js'
/** The name in the worker's source that the build replaces with what it keeps (decision 055). */
export const PRECACHE_PLACEHOLDER = '__KINDRED_PRECACHE__'

/**
 * Not kept: the page (kept as `/`, as the server serves it), the worker itself, robots.txt, maps, and
 * the server's list of each route's first scripts (decision 067).
 */
const NOT_KEPT = /(?:^index\.html|^sw\.js|^robots\.txt|^first-screen-chunks\.json|\.map|\.br|\.gz)$/

function publicFiles(dir: string, prefix = ''): { name: string; content: Buffer }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const name = prefix + entry.name
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? publicFiles(full, `${name}/`) : [{ name, content: readFileSync(full) }]
  })
}

/** What the worker keeps besides `/`: `shell` at install, `files` later, a few at a time (decision 061). */
export interface Precache {
  version: string
  shell: string[]
  files: string[]
}

/**
 * The built files that open the app offline with the page: the entry chunk, every chunk it imports
 * statically (the page's own modulepreloads), their CSS and their messages. Lazy pages' chunks are
 * not among them.
 */
const MESSAGES_FILE = /\/(assets\/messages-[\w-]+\.js)/g

export function shellOfBundle(bundle: Rolldown.OutputBundle): Set<string> {
  const shell = new Set<string>()
  const visit = (fileName: string) => {
    const chunk = bundle[fileName]
    if (!chunk || chunk.type !== 'chunk' || shell.has(fileName)) return
    shell.add(fileName)
    for (const css of chunk.viteMetadata?.importedCss ?? []) shell.add(css)
    // Its words in every language (build/chunk-messages.ts): the app opens offline in any of them.
    for (const [, words] of chunk.code.matchAll(MESSAGES_FILE)) shell.add(words!)
    chunk.imports.forEach(visit)
  }
  for (const file of Object.values(bundle)) if (file.type === 'chunk' && file.isEntry) visit(file.fileName)
  return shell
}

/** The worker's script, compiled alone (it imports nothing), with the version and files written in. */
export function serviceWorkerScript(source: string, precache: Precache): string {
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, removeComments: false },
  })
  // `export {}` only made the source a module for its types; a classic worker script has no exports.
  const script = outputText.replace(/^export \{\};?\s*$/m, '')
  return script.replace(
    `const PRECACHE = ${PRECACHE_PLACEHOLDER};`,
    `const PRECACHE = ${JSON.stringify(precache)};`,
  )
}

/**
 * Writes /sw.js into the build: the worker compiled from src/service-worker/, keeping the page and
 * every file of this build (hashed assets, icons, manifest), under a version named by their contents,
 * so a deploy that changes any of them installs a new worker that replaces the old cache whole. Its
 * `install` keeps the shell (the page, the entry chunk with what it imports and its CSS, and the
 * public files, small and linked by the page); the other hashed files come later (decision 061).
 */
export function serviceWorker(): Plugin {
  let publicDir = ''
  let sourceFile = SOURCE
  return {
    name: 'kindred:service-worker',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir
      sourceFile = path.join(config.root, SOURCE)
    },
    // After Vite's own steps: the HTML step drops an entry chunk left with nothing but an import of
    // the first-load chunk (its modules all moved there), which the shell must not name.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const built = Object.values(bundle).map((file) => ({
          name: file.fileName,
          content: file.type === 'chunk' ? file.code : file.source,
        }))
        const files = [...built, ...(publicDir ? publicFiles(publicDir) : [])].sort((a, b) =>
          a.name.localeCompare(b.name),
        )
        const workerSource = readFileSync(sourceFile, 'utf8')
        const hash = createHash('sha256').update(workerSource)
        for (const { name, content } of files) hash.update(`${name}\0`).update(content)
        const shell = shellOfBundle(bundle)
        const keptNames = files.map(({ name }) => name).filter((name) => !NOT_KEPT.test(name))
        const atInstall = (name: string) => shell.has(name) || !name.startsWith('assets/')
        const precache: Precache = {
          version: hash.digest('hex').slice(0, 16),
          shell: keptNames.filter(atInstall).map((name) => `/${name}`),
          files: keptNames.filter((name) => !atInstall(name)).map((name) => `/${name}`),
        }
        const source = serviceWorkerScript(workerSource, precache)
        if (!source.includes(precache.version))
          throw new Error(`${PRECACHE_PLACEHOLDER} not found in ${sourceFile}`)
        this.emitFile({ type: 'asset', fileName: SERVICE_WORKER_FILE, source })
      },
    },
  }
}
