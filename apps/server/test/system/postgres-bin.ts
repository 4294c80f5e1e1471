import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

/** The newest installed PostgreSQL's programs (Debian's layout), or PATH's. */
export function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql'
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => fs.existsSync(path.join(root, v, 'bin/initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : []
  if (versions[0]) return path.join(root, versions[0], 'bin')
  try {
    return path.dirname(execFileSync('which', ['initdb'], { encoding: 'utf8' }).trim())
  } catch {
    return undefined
  }
}
