// What the three boundary rules share: each is a `problem` rule that looks at every place a file
// names another (imports, re-exports and `import()`, so that none is a way around it) and judges
// the source string alone. The server rules also share how they see modules and tests.
import path from 'node:path'

/**
 * An ESLint rule that calls `checkerFor(context)` once a file and then the checker it answers with
 * `(node, source)` for each import-like node whose source is a string; no checker: the file is not
 * checked.
 */
export function importRule({ description, messages, checkerFor }) {
  return {
    meta: { type: 'problem', docs: { description }, messages, schema: [] },
    create(context) {
      const checkSource = checkerFor(context)
      if (!checkSource) return {}
      const check = (node) => {
        const source = node.source?.value
        if (typeof source === 'string') checkSource(node, source)
      }
      return {
        ImportDeclaration: check,
        ExportNamedDeclaration: check,
        ExportAllDeclaration: check,
        ImportExpression: check,
      }
    },
  }
}

export const SERVER_MODULES = path.join('apps', 'server', 'src', 'modules') + path.sep

/** `{ name, rest }` of a path inside apps/server/src/modules (`rest` joined with `/`), else null. */
export function moduleOf(file) {
  const at = file.indexOf(SERVER_MODULES)
  if (at === -1) return null
  const [name, ...rest] = file.slice(at + SERVER_MODULES.length).split(path.sep)
  return { name, rest: rest.join('/') }
}

/** A server test or the server's test harness: these check from outside and may look inside. */
export const isServerTest = (file) =>
  /\.test\.tsx?$/.test(file) || file.includes(`${path.sep}apps${path.sep}server${path.sep}test${path.sep}`)

/** The rest of a path after a module or layer folder names its public entry, `index.ts`. */
export const isPublicEntry = (rest) => rest === '' || rest === 'index' || rest === 'index.ts'
