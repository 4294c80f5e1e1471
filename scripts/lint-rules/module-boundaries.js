// A server module is reached only through its public entry, `modules/<name>/index.ts`: anything else
// in the folder can change without another module noticing. Tests and the test harness may look
// inside (they check a module from outside), and a module may of course import its own files.
import path from 'node:path'

const MODULES = path.join('apps', 'server', 'src', 'modules') + path.sep

/** `modules/<name>/<rest>` of a path inside apps/server/src/modules, else null. */
function moduleOf(file) {
  const at = file.indexOf(MODULES)
  if (at === -1) return null
  const [name, ...rest] = file.slice(at + MODULES.length).split(path.sep)
  return { name, rest: rest.join('/') }
}

const isTest = (file) =>
  /\.test\.tsx?$/.test(file) || file.includes(`${path.sep}apps${path.sep}server${path.sep}test${path.sep}`)

export const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Import another server module only through its index.ts' },
    messages: {
      internal:
        "'{{source}}' reaches into the {{module}} module; import what it offers from '{{entry}}' (its public entry) instead.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename
    if (isTest(file)) return {}
    const here = moduleOf(file)
    const check = (node) => {
      const source = node.source?.value
      if (typeof source !== 'string' || !source.startsWith('.')) return
      const resolved = path.resolve(path.dirname(file), source)
      const target = moduleOf(resolved)
      if (!target || target.name === here?.name) return
      if (target.rest === 'index' || target.rest === 'index.ts' || target.rest === '') return
      const moduleDir = resolved.slice(0, resolved.indexOf(MODULES) + MODULES.length) + target.name
      const entry = path.relative(path.dirname(file), moduleDir).split(path.sep).join('/')
      context.report({
        node: node.source,
        messageId: 'internal',
        data: { source, module: target.name, entry },
      })
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    }
  },
}
