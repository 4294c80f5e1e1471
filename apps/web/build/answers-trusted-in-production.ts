import type { Plugin } from 'vite'

/** An API file of a feature, where the app says which contract schema an answer comes under. */
const API_FILE = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]api[\\/][^\\/]+\.ts$/
/** `schema: FeedPageSchema` in the options of an API call: the property, and the schema it names. */
const ANSWER_SCHEMA = /\bschema: ([A-Z]\w*Schema)\b/g
/** An import of names from the contract: `import { A, B } from '@kindred/contract/memories'`. */
const CONTRACT_IMPORT = /import \{([^}]*)\} from '@kindred\/contract\/[\w-]+'\n?/g

/**
 * A production build takes the server's word for the shape of its answers (decision 068): each API
 * file's `schema: SomethingSchema` becomes `schema: undefined` and the schema's import goes, so the
 * app does not load zod and build the contract's schemas before its first screen only to check what
 * the server has already checked (every answer is serialized through that very schema by
 * fastify-type-provider-zod's serializer). Development and the unit tests, which do not run this,
 * still check every answer, the tests' fake ones included. Forms keep their checks in every build:
 * they come with their forms.
 */
export function answersTrustedInProduction(): Plugin {
  return {
    name: 'kindred:answers-trusted-in-production',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!API_FILE.test(id) || id.includes('.test.')) return null
      const trusted = withoutAnswerSchemas(code)
      return trusted === code ? null : { code: trusted, map: null }
    },
  }
}

export function withoutAnswerSchemas(code: string): string {
  const schemas = new Set([...code.matchAll(ANSWER_SCHEMA)].map((match) => match[1]!))
  if (schemas.size === 0) return code
  const body = code.replace(ANSWER_SCHEMA, 'schema: undefined')
  // A schema still named elsewhere in the file (a form's check, say) keeps its import.
  const unused = [...schemas].filter((name) => !new RegExp(`\\b${name}\\b`).test(withoutImports(body)))
  return body.replace(CONTRACT_IMPORT, (statement, names: string) => {
    const kept = names
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !unused.includes(name))
    if (kept.length === 0) return ''
    // `import { type A }` would still load the module for its effects: `import type { A }` does not.
    if (kept.every((name) => name.startsWith('type ')))
      return statement
        .replace('import {', 'import type {')
        .replace(names, ` ${kept.map((name) => name.slice('type '.length)).join(', ')} `)
    return statement.replace(names, ` ${kept.join(', ')} `)
  })
}

const withoutImports = (code: string) => code.replace(/^import [^;]*?from '[^']+'\n?/gms, '')
