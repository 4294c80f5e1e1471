import { randomInt } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { paths } from '../../paths'

let words: { adjectives: string[]; nouns: string[] } | undefined

/** A gentle pseudonym such as "Quiet Heron" from content/identity/display-names.json (SPEC §3.1). */
export function suggestDisplayName(): string {
  words ??= JSON.parse(fs.readFileSync(path.join(paths.content, 'identity/display-names.json'), 'utf8')) as {
    adjectives: string[]
    nouns: string[]
  }
  return `${words.adjectives[randomInt(words.adjectives.length)]} ${words.nouns[randomInt(words.nouns.length)]}`
}
