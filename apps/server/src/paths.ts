import { fileURLToPath } from 'node:url'
import path from 'node:path'

// This file runs from apps/server/src in development and tests, and bundled into apps/server/dist
// in production. Both sit one level below apps/server, so one set of relative paths serves both.
const here = path.dirname(fileURLToPath(import.meta.url))
const serverRoot = path.resolve(here, '..')
const repoRoot = path.resolve(serverRoot, '../..')

export const paths = {
  migrations: path.join(serverRoot, 'migrations'),
  /** The modules' trigger files (decision 049): src/modules, or the copy the build puts in dist/modules. */
  modules: path.join(here, 'modules'),
  content: path.join(repoRoot, 'content'),
  webDist: path.join(repoRoot, 'apps/web/dist'),
}
