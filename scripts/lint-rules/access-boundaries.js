// The read-policy layer, apps/server/src/access (decision 073), is reached only through its public
// entry, `access/index.ts`; db/ sits below it and never imports it. Who may read what is decided
// there alone: a module neither takes those rules from another module (`readableBy` from memories,
// as ten files once did) nor offers its own read rules to the others through its index. Tests and
// the test harness may look inside, as they may look inside a module.
import fs from 'node:fs'
import path from 'node:path'
import { importRule, isPublicEntry, isServerTest, moduleOf } from './import-rule.js'

const SERVER = path.join('apps', 'server', 'src') + path.sep
const ACCESS = `${SERVER}access`
const DB = `${SERVER}db${path.sep}`

// A file whose name says it decides who reads what, or what of its author they see.
const READ_RULES_FILE = /(^|[-/])(visibility|access|relations|read-policy|readers?)(\.ts)?$/

/** The part of a path after apps/server/src/access (`''` for the folder itself), else null. */
function insideAccess(file) {
  const at = file.indexOf(ACCESS)
  if (at === -1) return null
  const rest = file.slice(at + ACCESS.length)
  if (rest !== '' && !rest.startsWith(path.sep)) return null
  return rest.split(path.sep).filter(Boolean).join('/')
}

/** The names access/index.ts exports, read once: the rules a module must take from there. */
let accessNames
function namesOfAccess(serverSrc) {
  if (accessNames) return accessNames
  const index = fs.readFileSync(path.join(serverSrc, 'access', 'index.ts'), 'utf8')
  const lists = [...index.matchAll(/export\s*(?:type\s*)?\{([^}]*)\}/g)].map((m) => m[1])
  accessNames = new Set(
    lists
      .flatMap((list) => list.split(',').map((name) => name.replace(/^\s*type\s+/, '').trim()))
      .filter(Boolean),
  )
  return accessNames
}

export const accessBoundaries = importRule({
  description: 'Read rules come from the access layer, through its index.ts only',
  messages: {
    internal: "'{{source}}' reaches into the access layer; import what it offers from '{{entry}}' instead.",
    fromDb: "db/ sits below the access layer and must not import it ('{{source}}').",
    otherModule:
      "'{{name}}' is a read rule: import it from the access layer ('{{entry}}'), not from the {{module}} module.",
    offered:
      "A module's index offers its read rules ('{{source}}'): who may read what lives in the access layer (decision 073).",
  },
  checkerFor(context) {
    const file = context.filename
    if (isServerTest(file)) return null
    const at = file.indexOf(SERVER)
    if (at === -1) return null
    const serverSrc = file.slice(0, at + SERVER.length)
    const accessDir = path.join(serverSrc, 'access')
    const fromAccess = insideAccess(file) !== null
    const fromDb = file.includes(DB)
    const here = moduleOf(file)
    const entryFrom = () => path.relative(path.dirname(file), accessDir).split(path.sep).join('/')

    return (node, source) => {
      if (!source.startsWith('.')) return
      const resolved = path.resolve(path.dirname(file), source)
      const access = insideAccess(resolved)
      if (access !== null) {
        if (fromDb) context.report({ node: node.source, messageId: 'fromDb', data: { source } })
        else if (!fromAccess && !isPublicEntry(access))
          context.report({ node: node.source, messageId: 'internal', data: { source, entry: entryFrom() } })
        return
      }
      const target = moduleOf(resolved)
      if (!target || !here) return
      if (target.name === here.name) {
        // A module's public entry re-exporting its own read rules hands them to the other modules.
        if (
          here.rest === 'index.ts' &&
          node.type !== 'ImportDeclaration' &&
          READ_RULES_FILE.test(target.rest)
        )
          context.report({ node: node.source, messageId: 'offered', data: { source } })
        return
      }
      if (node.type !== 'ImportDeclaration') return
      const names = namesOfAccess(serverSrc)
      for (const specifier of node.specifiers ?? []) {
        const name = specifier.imported?.name ?? specifier.imported?.value
        if (name && names.has(name))
          context.report({
            node: specifier,
            messageId: 'otherModule',
            data: { name, module: target.name, entry: entryFrom() },
          })
      }
    }
  },
})
