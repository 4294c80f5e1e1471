// Every file name is kebab-case (dot-separated parts such as `.test.ts` or `.routes.ts` allowed), so
// names read the same everywhere and never clash on case-insensitive file systems. Run by `npm run lint`.
import { execFileSync } from 'node:child_process'
import path from 'node:path'

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/
// Names other tools or conventions choose: dotfiles, drizzle-kit's migrations, and the documents
// written in capitals by custom (README.md, ARCHITECTURE.md, SPEC.md, a LICENSE text).
const EXEMPT = [/(^|\/)\./, /^apps\/server\/migrations\//, /(^|\/)[A-Z][A-Z-]*\.md$/, /\.LICENSE\.md$/]

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean)
const wrong = files.filter(
  (file) => !EXEMPT.some((rule) => rule.test(file)) && !KEBAB.test(path.basename(file)),
)
if (wrong.length > 0) {
  console.error(`File names must be kebab-case:\n${wrong.map((file) => `  ${file}`).join('\n')}`)
  process.exit(1)
}
console.log(`${files.length} file names are kebab-case`)
