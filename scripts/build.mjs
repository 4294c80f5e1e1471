// Builds the web app and the server: `npm run build` always builds; `npm start` passes
// --if-changed and builds only when a build input changed since the last build, so a restart does
// not wait for Vite and esbuild. The last build's inputs are recorded as one hash of every input
// file's path and content (apps/server/dist/build-inputs.json). Contents, not modification times:
// a `git pull`, a checkout or a copy changes what matters and nothing else decides.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Everything a build reads: sources, content (the web app bundles some), configs and the lockfile. */
export const BUILD_INPUTS = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'packages/contract',
  'content',
  'apps/web',
  'apps/server',
]
/** Not inputs wherever they appear: what builds and installs write. */
const NOT_INPUTS = new Set(['node_modules', 'dist'])
/** Both must exist for a build to count as done. */
export const BUILD_OUTPUTS = [
  'apps/web/dist/index.html',
  'apps/server/dist/main.js',
  'apps/server/dist/admin.js',
]
export const MANIFEST = 'apps/server/dist/build-inputs.json'

function inputFiles(root, relative) {
  const full = path.join(root, relative)
  const stat = fs.statSync(full, { throwIfNoEntry: false })
  if (!stat) return []
  if (!stat.isDirectory()) return [relative]
  return fs
    .readdirSync(full)
    .filter((name) => !NOT_INPUTS.has(name))
    .sort()
    .flatMap((name) => inputFiles(root, path.posix.join(relative, name)))
}

/** One hash of every build input's path and content. */
export function inputsHash(root = ROOT) {
  const hash = createHash('sha256')
  // Which UI layer the web app is built on is an input too (apps/web/vite.config.ts).
  hash.update(`KINDRED_WEB_REACT=${process.env.KINDRED_WEB_REACT ?? ''}\0`)
  for (const file of BUILD_INPUTS.flatMap((input) => inputFiles(root, input))) {
    const content = fs.readFileSync(path.join(root, file))
    hash.update(`${file}\0${content.length}\0`).update(content)
  }
  return hash.digest('hex')
}

function lastBuiltInputs(root) {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, MANIFEST), 'utf8')).inputs
  } catch {
    return null
  }
}

/** True when both outputs exist and were built from exactly these inputs. */
export function isUpToDate(root = ROOT, hash = inputsHash(root)) {
  return (
    BUILD_OUTPUTS.every((output) => fs.existsSync(path.join(root, output))) && lastBuiltInputs(root) === hash
  )
}

function npmBuild(root) {
  for (const workspace of ['@kindred/web', '@kindred/server']) {
    const run = spawnSync('npm', ['run', 'build', '--workspace', workspace], { cwd: root, stdio: 'inherit' })
    if (run.status !== 0) throw new Error(`the build of ${workspace} failed`)
  }
}

/**
 * Builds (or, with `ifChanged`, skips an up-to-date build) and records the inputs it built from.
 * The record goes first and is written again only after both builds succeed, so a failed or
 * interrupted build is never taken for a finished one.
 */
export function build({ root = ROOT, ifChanged = false, runBuild = npmBuild, log = console.log } = {}) {
  // Hashed before building: a file changed during the build makes the next start build again.
  const hash = inputsHash(root)
  if (ifChanged && isUpToDate(root, hash)) {
    log('The build is up to date with the sources: starting without building.')
    return 'skipped'
  }
  const manifest = path.join(root, MANIFEST)
  fs.rmSync(manifest, { force: true })
  runBuild(root)
  fs.mkdirSync(path.dirname(manifest), { recursive: true })
  fs.writeFileSync(manifest, JSON.stringify({ inputs: hash, built_at: new Date().toISOString() }) + '\n')
  return 'built'
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    build({ ifChanged: process.argv.includes('--if-changed') })
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
