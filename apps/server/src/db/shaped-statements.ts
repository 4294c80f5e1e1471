import { sql, type SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { Db } from './client'

/** Where a statement takes one of its values: the value itself, or a slot filled on every run. */
export type ValueOf = (name: string) => SQL

/**
 * A statement whose text depends only on `key`, with this run's `values`. `build` writes it with
 * `value(name)` wherever a value goes; everything else that changes the text (how many tags, a
 * cursor or none, a page's limit) is in the key.
 */
export interface ShapedStatement {
  key: string
  values: Record<string, unknown>
  build: (value: ValueOf) => SQL
}

/** The statement with its values written in, as any other drizzle SQL. */
export const withValues = ({ values, build }: ShapedStatement): SQL => build((name) => sql`${values[name]}`)

const slot: ValueOf = (name) => sql`${sql.placeholder(name)}`
const dialect = new PgDialect()

/**
 * How many shapes each database object keeps built: a text that varies without bound (a deep page's
 * limit) is built every time past them, as every statement was before (see MAX_NAMED_STATEMENTS).
 */
export const MAX_SHAPES = 500

type Prepared = ReturnType<Db['_']['session']['prepareQuery']>
const builtBy = new WeakMap<object, Map<string, Prepared>>()
// In test runs every run builds its statement again and compares the text: a key that leaves out
// something the text depends on fails the test that made it, instead of running another statement.
const checkEveryRun = process.env.NODE_ENV === 'test'

/**
 * Runs `statement`, built by drizzle once per key and database session, not on every request
 * (issue 36): a signed-in member's list spent more of its server time building its statement's
 * text from drizzle's tree of fragments (three tags: four branches, each with the person's rules)
 * than in anything else the app does. The text is the same as `withValues` gives, so PostgreSQL
 * sees the same named statement (db/named-statements.ts), now found by the same string each time.
 */
export async function queryShaped<Row extends object>(db: Db, statement: ShapedStatement): Promise<Row[]> {
  const { session } = db._
  let built = builtBy.get(session)
  if (!built) builtBy.set(session, (built = new Map()))
  let prepared = built.get(statement.key)
  if (prepared === undefined || checkEveryRun) {
    const query = dialect.sqlToQuery(statement.build(slot))
    if (prepared !== undefined && prepared.getQuery().sql !== query.sql)
      throw new Error(`Two texts under the shape ${statement.key}: ${query.sql}`)
    prepared = session.prepareQuery(query, undefined, undefined, false)
    if (built.size < MAX_SHAPES) built.set(statement.key, prepared)
  }
  const result: unknown = await prepared.execute(statement.values)
  if (Array.isArray(result)) return result as Row[]
  return (result as { rows: Row[] }).rows
}
