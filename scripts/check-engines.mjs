// Every installed package must support the Node.js the README names. npm only warns about a package
// that wants a newer Node (and the app may break at run time), so CI fails on it instead.
import fs from 'node:fs'
import semver from 'semver'

const lock = JSON.parse(fs.readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'))
const root = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
const promised = semver.minVersion(root.engines.node)
const nodes = [promised.version, process.versions.node]

const refused = []
for (const [path, pkg] of Object.entries(lock.packages)) {
  const wanted = pkg.engines?.node
  if (!path || !wanted || pkg.link) continue
  for (const node of nodes) {
    if (!semver.satisfies(node, wanted, { includePrerelease: true })) {
      refused.push(
        `${path.replace(/^.*node_modules\//, '')}@${pkg.version} wants node ${wanted}, not ${node}`,
      )
    }
  }
}

if (refused.length > 0) {
  console.error(`Packages that do not support Node ${nodes.join(' / ')} (README: ${root.engines.node}):`)
  for (const line of [...new Set(refused)]) console.error(`  ${line}`)
  process.exit(1)
}
console.log(`Every locked package supports Node ${nodes.join(' and ')}.`)
