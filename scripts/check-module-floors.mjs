// How tall the server stands: the longest chain of server modules importing one another
// (apps/server/src/modules/<feature>/, tests left out). Issue 37 found it 11 floors tall
// (interactions → comments → notifications → … → memories) because every module asked memories who
// may read what; with the rule in the access layer (decision 073) it is 4. `npm run lint` runs this
// and fails when the server grows taller than MAX_FLOORS or two modules import each other.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const MAX_FLOORS = 4

const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^'"]*?\bfrom\s+['"]([^'"]+)['"]/g

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(file)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : []
  })
}

/** Each module and the other modules its source imports (relative imports only: modules are siblings). */
export function moduleGraph(modulesDir) {
  const modules = fs
    .readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
  const graph = new Map(modules.map((name) => [name, new Set()]))
  for (const name of modules) {
    for (const file of sourceFiles(path.join(modulesDir, name))) {
      for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
        if (!specifier.startsWith('.')) continue
        const [other] = path.relative(modulesDir, path.resolve(path.dirname(file), specifier)).split(path.sep)
        if (other && other !== '..' && other !== name && graph.has(other)) graph.get(name).add(other)
      }
    }
  }
  return graph
}

/** The longest chain of imports, top module first; throws naming a cycle if there is one. */
export function tallestChain(graph) {
  const longest = new Map()
  const visiting = []
  const chainFrom = (name) => {
    if (longest.has(name)) return longest.get(name)
    if (visiting.includes(name)) {
      throw new Error(
        `modules import each other: ${[...visiting.slice(visiting.indexOf(name)), name].join(' → ')}`,
      )
    }
    visiting.push(name)
    let best = [name]
    for (const next of [...graph.get(name)].sort()) {
      const chain = chainFrom(next)
      if (chain.length + 1 > best.length) best = [name, ...chain]
    }
    visiting.pop()
    longest.set(name, best)
    return best
  }
  return [...graph.keys()].map(chainFrom).reduce((a, b) => (b.length > a.length ? b : a), [])
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const modulesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/server/src/modules')
  try {
    const chain = tallestChain(moduleGraph(modulesDir))
    const line = `the server stands ${chain.length} floors tall: ${chain.join(' → ')}`
    if (chain.length > MAX_FLOORS) {
      console.error(`${line} (at most ${MAX_FLOORS}: move the shared rule below the modules)`)
      process.exit(1)
    }
    console.log(line)
  } catch (error) {
    console.error(error.message)
    process.exit(1)
  }
}
