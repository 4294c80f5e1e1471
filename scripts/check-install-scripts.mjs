// Every locked package that runs an install script is named in package.json's `allowScripts`
// (allowed or denied after a look at what it runs). npm 11 warns on every install about packages it
// does not cover, and npm 12 blocks them: a new one fails here first, with its name.
import fs from 'node:fs'

const lock = JSON.parse(fs.readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'))
const root = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
const declared = root.allowScripts ?? {}
const nameOf = (path) => path.replace(/^.*node_modules\//, '')
const covered = (name, version) => name in declared || `${name}@${version}` in declared

const uncovered = Object.entries(lock.packages)
  .filter(([path, pkg]) => path && pkg.hasInstallScript && !pkg.link)
  .map(([path, pkg]) => ({ name: nameOf(path), version: pkg.version }))
  .filter(({ name, version }) => !covered(name, version))

if (uncovered.length > 0) {
  console.error('Packages with install scripts that package.json "allowScripts" does not name:')
  for (const { name, version } of uncovered) console.error(`  ${name}@${version}`)
  console.error('Look at what each runs, then: npm install-scripts approve <name> (or deny <name>).')
  process.exit(1)
}
console.log(`Every install script is declared in allowScripts (${Object.keys(declared).join(', ')}).`)
