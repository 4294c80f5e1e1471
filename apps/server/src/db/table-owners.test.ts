import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { getTableName, is } from 'drizzle-orm'
import { PgTable } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import {
  ownershipViolations,
  sourceFiles,
  sqlInUseCase,
  tablesTouched,
  touchesUnder,
  unneededAccessReads,
  unneededExceptions,
  type SourceTouch,
  type SqlHolder,
} from '../../test/table-touches'
import * as schemaExports from './schema/index'
import { OWNERSHIP_EXCEPTIONS, SQL_IN_USE_CASES } from './table-owner-exceptions'
import { OWNERS, TABLE_OWNERS } from './table-owners'

const src = path.resolve(import.meta.dirname, '..')
const repository = path.resolve(src, '../../..')
const tableOf = new Map(
  Object.entries(schemaExports).flatMap(([name, value]) =>
    is(value, PgTable) ? [[name, getTableName(value)] as const] : [],
  ),
)
const schema = { tableOf }
const touches = touchesUnder(src, schema)

/** What the scanner reads in one made-up file, owned as a file at that path would be. */
const probe = (file: string, source: string, owner: SqlHolder): SourceTouch[] =>
  tablesTouched(file, source, schema).map((touch) => ({ ...touch, file, owner }))

/** The tables the migrations leave: each one created, less those dropped later. */
function tablesOfMigrations(): string[] {
  const folder = path.join(src, '../migrations')
  const text = readdirSync(folder)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => readFileSync(path.join(folder, file), 'utf8'))
    .join('\n')
  const named = (verb: string) =>
    [...text.matchAll(new RegExp(`${verb} TABLE "(\\w+)"`, 'gi'))].map((m) => m[1]!)
  const dropped = new Set(named('DROP'))
  return named('CREATE').filter((table) => !dropped.has(table))
}

/** Each `| \`table\` | \`owner\` | … |` row of the data model in docs/ARCHITECTURE.md. */
function ownersInArchitectureDoc(): Record<string, string> {
  const doc = readFileSync(path.join(repository, 'docs/ARCHITECTURE.md'), 'utf8')
  const rows = [...doc.matchAll(/^\| `([a-z_]+)` +\| `([a-z]+)` +\|/gm)]
  return Object.fromEntries(rows.map((row) => [row[1]!, row[2]!]))
}

describe('every table has one owner', () => {
  it('names an owner for each table of the schema, and no other', () => {
    expect(Object.keys(TABLE_OWNERS).sort()).toEqual([...tableOf.values()].sort())
  })

  it('names an owner for each table the migrations leave, and no other', () => {
    expect(Object.keys(TABLE_OWNERS).sort()).toEqual(tablesOfMigrations().sort())
  })

  it('has the modules of src/modules as its owners, and the platform', () => {
    const modules = readdirSync(path.join(src, 'modules')).sort()
    expect(OWNERS.filter((owner) => owner !== 'platform').sort()).toEqual(modules)
  })

  it('is shown table by table in docs/ARCHITECTURE.md', () => {
    expect(ownersInArchitectureDoc()).toEqual(TABLE_OWNERS)
  })
})

describe('a module queries only the tables it owns', () => {
  it('in every module and shared SQL file, outside the listed exceptions', () => {
    expect(touches.length).toBeGreaterThan(100)
    expect(ownershipViolations(touches, TABLE_OWNERS, OWNERSHIP_EXCEPTIONS)).toEqual([])
  })

  it('lists each exception once, with its reason, while some SQL still needs it', () => {
    const keys = OWNERSHIP_EXCEPTIONS.map((e) => `${e.module}:${e.table}`)
    expect(new Set(keys).size).toBe(keys.length)
    for (const exception of OWNERSHIP_EXCEPTIONS) expect(exception.reason.length).toBeGreaterThan(20)
    expect(unneededExceptions(touches, TABLE_OWNERS, OWNERSHIP_EXCEPTIONS)).toEqual([])
  })

  it("fails on a module whose SQL text reads another module's table", () => {
    const source =
      "import { sql } from 'drizzle-orm'\nexport const q = sql`select title from memories m where m.id = ${1}`"
    expect(ownershipViolations(probe('modules/safety/probe.ts', source, 'safety'), TABLE_OWNERS, [])).toEqual(
      ['modules/safety/probe.ts (safety) touches memories, owned by memories'],
    )
  })

  it("fails on a module that imports another module's drizzle table", () => {
    const source =
      "import { eq } from 'drizzle-orm'\nimport { meToos, type FlagSubjectKind } from '../../../db/schema/index'"
    expect(
      ownershipViolations(probe('modules/safety/use-cases/probe.ts', source, 'safety'), TABLE_OWNERS, []),
    ).toEqual(['modules/safety/use-cases/probe.ts (safety) touches me_toos, owned by interactions'])
  })

  it("fails on a module's .sql file that writes another module's table, not on its comments", () => {
    const source =
      '-- reads users\ncreate function probe() returns trigger as $$ begin\n  insert into "notifications" (recipient_id) values (new.user_id);\nend $$ language plpgsql;'
    expect(
      ownershipViolations(probe('modules/safety/probe.sql', source, 'safety'), TABLE_OWNERS, []),
    ).toEqual(['modules/safety/probe.sql (safety) touches notifications, owned by notifications'])
  })

  it('fails on SQL outside the modules that nobody owns', () => {
    const source =
      "import { sql } from 'drizzle-orm'\nexport const q = sql`update sessions set last_seen_at = now()`"
    expect(ownershipViolations(probe('lib/probe.ts', source, null), TABLE_OWNERS, [])).toEqual([
      'lib/probe.ts holds SQL (sessions) and is not in SQL_OUTSIDE_MODULES',
    ])
  })

  it('passes what an exception lists, and counts no type import nor name that is no table', () => {
    const source = [
      "import type { users } from '../../db/schema/index'",
      'export const q = sql`select extract(epoch from now()) from users u join memories m on true`',
      'export const r = sql`select 1 from (select 2) x join lateral unnest(${[1]}) y on true`',
    ].join('\n')
    const exception = { module: 'comments', table: 'memories', reason: 'probe' } as const
    expect(
      ownershipViolations(probe('modules/comments/probe.ts', source, 'comments'), TABLE_OWNERS, [exception]),
    ).toEqual(['modules/comments/probe.ts (comments) touches users, owned by identity'])
  })

  it('reports an exception nothing needs any more', () => {
    const stale = { module: 'safety', table: 'memories', reason: 'probe' } as const
    expect(unneededExceptions(touches, TABLE_OWNERS, [stale])).toEqual(['safety:memories'])
  })
})

describe('the access layer reads and writes nothing', () => {
  const ofAccess = touches.filter((touch) => touch.owner === 'access')

  it('reads the tables ACCESS_READS lists, each of them, and no other', () => {
    expect(ofAccess.length).toBeGreaterThan(10)
    expect(ownershipViolations(ofAccess, TABLE_OWNERS, [])).toEqual([])
    expect(unneededAccessReads(touches)).toEqual([])
  })

  it('fails on SQL of access/ that writes, even a table it may read', () => {
    const source = [
      "import { sql } from 'drizzle-orm'",
      'export const q = sql`update memories set title = ${1}`',
      'export const r = sql`delete from user_blocks where blocker_id = ${1}`',
      'export const s = sql`insert into comments (body) values (${1})`',
    ].join('\n')
    expect(ownershipViolations(probe('access/probe.ts', source, 'access'), TABLE_OWNERS, [])).toEqual([
      'access/probe.ts (access) writes memories: the access layer writes nothing',
      'access/probe.ts (access) writes user_blocks: the access layer writes nothing',
      'access/probe.ts (access) writes comments: the access layer writes nothing',
    ])
  })

  it('fails on SQL of access/ that reads a table it does not list', () => {
    const source =
      "import { sql } from 'drizzle-orm'\nexport const q = sql`select 1 from me_toos t join memories m on m.id = t.memory_id`"
    expect(ownershipViolations(probe('access/probe.ts', source, 'access'), TABLE_OWNERS, [])).toEqual([
      'access/probe.ts (access) reads me_toos, not listed in ACCESS_READS',
    ])
  })
})

describe('no SQL in use cases', () => {
  const useCases = sourceFiles(src).filter((file) => /^modules\/[\w-]+\/use-cases\/[\w-]+\.ts$/.test(file))
  const withSql = useCases.filter(
    (file) => sqlInUseCase(file, readFileSync(path.join(src, file), 'utf8'), schema).length > 0,
  )

  it('holds SQL only in the listed use cases: the others call their repositories', () => {
    expect(useCases.length).toBeGreaterThan(100)
    expect(withSql).toEqual(Object.keys(SQL_IN_USE_CASES).sort())
  })

  it('fails on a use case that writes SQL or queries through drizzle', () => {
    const file = 'modules/safety/use-cases/probe.ts'
    const written =
      "import { sql } from 'drizzle-orm'\nexport const f = (deps) => deps.db.execute(sql`select 1`)"
    expect(sqlInUseCase(file, written, schema)).toEqual(['queries with db.execute', 'writes sql`...`'])
    const built = [
      "import { crisisLines } from '../../../db/schema/index'",
      'export const f = (tx) => tx.select().from(crisisLines)',
    ].join('\n')
    expect(sqlInUseCase(file, built, schema)).toEqual([
      'imports the table crisis_lines',
      'queries with tx.select',
    ])
  })

  it('passes a use case that calls its repositories and opens a transaction', () => {
    const source = [
      'export async function f(deps, id) {',
      '  await deps.db.transaction(async (tx) => deps.memories.delete(id, tx))',
      '  return deps.memories.update(id, {}, deps.db)',
      '}',
    ].join('\n')
    expect(sqlInUseCase('modules/memories/use-cases/probe.ts', source, schema)).toEqual([])
  })
})
