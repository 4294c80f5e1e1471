import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Pool, PoolClient } from 'pg'

const FOR_ITS_VALUES = '/* planned for its values */'

/**
 * Written into a statement whose best plan depends on its values (search: a rare word is best read
 * through the text index, a common one through the newest memories): it is never named, so
 * PostgreSQL plans it for the values of each run. Named, it kept one plan after five runs, and a
 * rare word's search at 10,000 memories fell from 607 to 74 requests a second.
 */
export const PLANNED_FOR_ITS_VALUES = sql.raw(FOR_ITS_VALUES)

/**
 * How many different statement texts get a name: each named statement keeps its parse tree and
 * plans in every backend that ran it, so a text that varies without bound (a list spelled out as
 * `in ($1, $2, …)`) must not fill them. The app's reads and writes take about a hundred.
 */
export const MAX_NAMED_STATEMENTS = 500

interface QueryConfig {
  text?: unknown
  name?: unknown
  values?: unknown
  submit?: unknown
}

/** A name that stands for exactly one text (pg refuses a name reused with another text). */
const nameFor = (text: string) => `k${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`

/**
 * Names every statement with parameters that the pool runs, so each connection parses and plans it
 * once, then only binds and executes it (decision 041). At a million memories a signed-in feed page
 * spent more time in PostgreSQL's parser and planner than in running its plan (0.8 ms planning,
 * 0.2 ms execution). Statements without parameters (transaction control, migrations) run as they
 * are: the simple protocol allows several in one text, which a named statement does not.
 */
export function nameStatements(pool: Pool, limit = MAX_NAMED_STATEMENTS): { named: () => number } {
  const names = new Map<string, string>()
  const nameOf = (text: string) => {
    const known = names.get(text)
    if (known !== undefined || names.size >= limit) return known
    const name = nameFor(text)
    names.set(text, name)
    return name
  }
  pool.on('connect', (client: PoolClient) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown
    ;(client as unknown as { query: (...args: unknown[]) => unknown }).query = (config, ...rest) => {
      if (config !== null && typeof config === 'object') {
        const { text, name, values, submit } = config as QueryConfig
        const hasValues = Array.isArray(values)
          ? values.length > 0
          : Array.isArray(rest[0]) && rest[0].length > 0
        if (
          typeof text === 'string' &&
          name === undefined &&
          submit === undefined &&
          hasValues &&
          !text.includes(FOR_ITS_VALUES)
        ) {
          const named = nameOf(text)
          if (named !== undefined) return query({ ...config, name: named }, ...rest)
        }
      }
      return query(config, ...rest)
    }
  })
  return { named: () => names.size }
}
