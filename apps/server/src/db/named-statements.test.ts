import { EventEmitter } from 'node:events'
import { sql } from 'drizzle-orm'
import type { Pool } from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { openTestDatabase } from '../../test/test-database'
import { queryRows } from '../lib/query-rows'
import { nameStatements } from './named-statements'

const database = await openTestDatabase()
afterAll(() => database.close())

describe('statements with parameters', () => {
  it('answer the same, run after run, and on PostgreSQL are parsed and planned once per connection', async () => {
    const answers = await database.db.transaction(async (tx) => {
      const rows = []
      for (const n of [1, 2, 3, 4, 5, 6, 7])
        rows.push(await queryRows<{ doubled: number }>(tx, sql`select ${n}::int * 2 as doubled`))
      // The transaction holds one connection: what it prepared is in this session's list, with how
      // its runs were planned (decision 041).
      const prepared =
        database.driver === 'postgres'
          ? await queryRows<{ generic: number; custom: number }>(
              tx,
              sql`select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements
                where statement = 'select $1::int * 2 as doubled'`,
            )
          : []
      return { rows, prepared }
    })
    expect(answers.rows.map(([row]) => row!.doubled)).toEqual([2, 4, 6, 8, 10, 12, 14])
    // PostgreSQL plans the first five runs for their values, then keeps one plan for any.
    if (database.driver === 'postgres') expect(answers.prepared).toEqual([{ generic: 2, custom: 5 }])
  })

  it('keep a statement that fails from breaking the ones after it', async () => {
    await expect(queryRows(database.db, sql`select 1 / ${0}::int as broken`)).rejects.toThrow()
    await expect(queryRows(database.db, sql`select 1 / ${0}::int as broken`)).rejects.toThrow()
    expect(await queryRows(database.db, sql`select ${7}::int as seven`)).toEqual([{ seven: 7 }])
  })
})

describe('the names', () => {
  /** A pool that hands out one client, recording the configs its query receives. */
  function recordingPool() {
    const pool = new EventEmitter()
    const seen: unknown[] = []
    const client = { query: (config: unknown) => (seen.push(config), Promise.resolve()) }
    return { pool, client, seen, connect: () => pool.emit('connect', client) }
  }

  it('stop at the limit, leave texts without parameters or planned for their values alone, and keep one name per text', async () => {
    const { pool, client, seen, connect } = recordingPool()
    const names = nameStatements(pool as unknown as Pool, 2)
    connect()
    const run = (text: string, values: unknown[] = [1]) => client.query({ text, values })
    await run('select $1 as search /* planned for its values */')
    await run('select $1 as a')
    await run('select $1 as a')
    await run('select $1 as b')
    await run('select $1 as c')
    await run('begin; select 1', [])
    const named = seen.map((config) => (config as { name?: string }).name)
    expect(named[0]).toBeUndefined()
    expect(named[1]).toMatch(/^k[\w-]{20}$/)
    expect(named[2]).toBe(named[1])
    expect(named[3]).toMatch(/^k[\w-]{20}$/)
    expect(named[3]).not.toBe(named[1])
    expect(named.slice(4)).toEqual([undefined, undefined])
    expect(names.named()).toBe(2)
  })
})
