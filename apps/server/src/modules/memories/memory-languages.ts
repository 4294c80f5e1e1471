import { sql, type SQL } from 'drizzle-orm'
import { MEMORY_LANGUAGES, type MemoryLanguage } from '@kindred/contract/memories-constants'

/**
 * A memory language written into a statement's text rather than passed as a value (decision 082):
 * PostgreSQL then plans a list or a search narrowed to it with that language's own share of the
 * memories (most in one, few in another), where a plan made once for any language would be made
 * for a share between the two and read the wrong index for one of them. A language is one of a
 * few fixed words: a few statements more, never an unbounded number.
 */
export function languageLiteral(language: MemoryLanguage): SQL {
  if (!MEMORY_LANGUAGES.includes(language)) throw new Error(`not a memory language: ${String(language)}`)
  return sql.raw(`'${language}'`)
}
