// A server module is reached only through its public entry, `modules/<name>/index.ts`: anything else
// in the folder can change without another module noticing. Tests and the test harness may look
// inside (they check a module from outside), and a module may of course import its own files.
import path from 'node:path'
import { importRule, isPublicEntry, isServerTest, moduleOf, SERVER_MODULES } from './import-rule.js'

export const moduleBoundaries = importRule({
  description: 'Import another server module only through its index.ts',
  messages: {
    internal:
      "'{{source}}' reaches into the {{module}} module; import what it offers from '{{entry}}' (its public entry) instead.",
  },
  checkerFor(context) {
    const file = context.filename
    if (isServerTest(file)) return null
    const here = moduleOf(file)
    return (node, source) => {
      if (!source.startsWith('.')) return
      const resolved = path.resolve(path.dirname(file), source)
      const target = moduleOf(resolved)
      if (!target || target.name === here?.name) return
      if (isPublicEntry(target.rest)) return
      const moduleDir =
        resolved.slice(0, resolved.indexOf(SERVER_MODULES) + SERVER_MODULES.length) + target.name
      const entry = path.relative(path.dirname(file), moduleDir).split(path.sep).join('/')
      context.report({
        node: node.source,
        messageId: 'internal',
        data: { source, module: target.name, entry },
      })
    }
  },
})
