import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase, type TestDatabase } from '../../test/test-database'
import { queryRows } from '../lib/query-rows'
import { paths } from '../paths'
import { readTriggerFiles, TRIGGER_FILES_VERSION } from './trigger-files'

// Decision 049: each module's functions and triggers live in its `<feature>.triggers.sql`, applied
// after the migrations at every start whose files changed. On PGlite, and on PostgreSQL in the
// PostgreSQL run.

let database: TestDatabase
const tempDirs: string[] = []
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(async () => {
  await database.close()
  await Promise.all(tempDirs.map((dir) => fs.rm(dir, { recursive: true, force: true })))
})

/** Every function and trigger that is not an extension's, as PostgreSQL prints it back. */
const definitions = () =>
  queryRows<{ name: string; definition: string }>(
    database.db,
    sql`select 'function ' || p.oid::regprocedure::text as name, pg_get_functiondef(p.oid) as definition
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname not in ('pg_catalog', 'information_schema')
          and not exists (select 1 from pg_depend d
                          where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
        union all
        select 'trigger ' || t.tgname || ' on ' || c.relname, pg_get_triggerdef(t.oid)
        from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
        where not t.tgisinternal and n.nspname not in ('pg_catalog', 'information_schema')
        order by 1`,
  )

/** Which version of each function and trigger row is there: a row written again has a new one. */
const catalogRowVersions = async () =>
  (
    await queryRows<{ versions: string }>(
      database.db,
      sql`select string_agg(xmin::text, ',' order by oid) as versions from (
            select oid, xmin from pg_proc where pronamespace = 'public'::regnamespace
            union all select oid, xmin from pg_trigger where not tgisinternal) rows`,
    )
  )[0]!.versions

/** Drops every function of the schema, and with them every trigger. */
const dropEveryFunction = () =>
  database.db.execute(sql`do $$
    declare f regprocedure;
    begin
      for f in select oid::regprocedure from pg_proc where pronamespace = 'public'::regnamespace loop
        execute 'drop function ' || f || ' cascade';
      end loop;
    end $$`)

/** As if the database had never had the trigger files applied: the next start applies them. */
const forgetApplied = () =>
  database.db.execute(sql`delete from content_versions where collection = ${TRIGGER_FILES_VERSION}`)

/** A folder of modules holding the trigger files as they are, with `change` made to one of them. */
async function modulesWith(changes: Record<string, (text: string) => string>) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kindred-trigger-files-'))
  tempDirs.push(dir)
  for (const file of await readTriggerFiles(paths.modules)) {
    const change = changes[file.name]
    const text = change ? change(file.text) : file.text
    if (change) expect(text).not.toBe(file.text)
    await fs.mkdir(path.join(dir, path.dirname(file.name)), { recursive: true })
    await fs.writeFile(path.join(dir, file.name), text)
  }
  return dir
}

const anonymousAuthor = async () =>
  (
    await queryRows<{ unnamed: boolean }>(
      database.db,
      sql`select acts_as_anonymous_author(-1, -1) as unnamed`,
    )
  )[0]!.unnamed

describe("the modules' trigger files", () => {
  it('hold every function and trigger: dropped, the files alone make them again as they were', async () => {
    const before = await definitions()
    expect(before.map((row) => row.name)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^function record_notification\(/),
        'trigger comments_notify on comments',
        'trigger me_toos_count on me_toos',
      ]),
    )
    await dropEveryFunction()
    expect(await definitions()).toEqual([])

    await forgetApplied()
    await database.migrate()
    expect(await definitions()).toEqual(before)
  })

  it('would be found wanting if a function were left only in the migrations (probe)', async () => {
    const before = await definitions()
    const unnamed = /\n-- Whether a person acting on a memory must stay unnamed[^]*?\$\$;\n/
    const without = await modulesWith({
      'memories/memories.triggers.sql': (text) => text.replace(unnamed, '\n'),
    })
    await dropEveryFunction()
    await database.migrate(without)
    const after = (await definitions()).map((row) => row.name)
    expect(before.map((row) => row.name).filter((name) => !after.includes(name))).toEqual([
      'function acts_as_anonymous_author(bigint,bigint)',
    ])
    await dropEveryFunction()
    await database.migrate()
    expect(await definitions()).toEqual(before)
  })

  it('are not written again by a start that finds them unchanged', async () => {
    const before = await catalogRowVersions()
    await database.migrate()
    expect(await catalogRowVersions()).toBe(before)
    await forgetApplied()
    await database.migrate()
    expect(await catalogRowVersions()).not.toBe(before)
  })

  it('change a rule at the next start, without a migration; the files as they are put it back', async () => {
    const changed = await modulesWith({
      'memories/memories.triggers.sql': (text) =>
        text.replace('"memories" WHERE "id" = p_memory), false)', '"memories" WHERE "id" = p_memory), true)'),
    })
    expect(await anonymousAuthor()).toBe(false)
    await database.migrate(changed)
    expect(await anonymousAuthor()).toBe(true)
    await database.migrate()
    expect(await anonymousAuthor()).toBe(false)
  })

  it('stop a start at a file that fails, naming it, and leave every rule as it was', async () => {
    const before = await definitions()
    const broken = await modulesWith({
      'comments/comments.triggers.sql': (text) =>
        `${text}\nCREATE OR REPLACE FUNCTION "applied_before_the_failure"() RETURNS int LANGUAGE sql AS $$ SELECT 1 $$;\n`,
      'notifications/notifications.triggers.sql': (text) =>
        `${text}\nCREATE OR REPLACE TRIGGER "gone" AFTER INSERT ON "no_such_table" FOR EACH ROW EXECUTE FUNCTION "notify_comment"();\n`,
    })
    await expect(database.migrate(broken)).rejects.toThrow(
      /^notifications\/notifications\.triggers\.sql: relation "no_such_table" does not exist/,
    )
    expect(await definitions()).toEqual(before)
  })

  it('can be applied by two starts at once, or again and again, and stay as they are', async () => {
    const before = await definitions()
    await forgetApplied()
    if (database.reopen) {
      // Two instances on one PostgreSQL: the second waits for the first's lock, then finds them applied.
      const second = await database.reopen()
      await Promise.all([database.migrate(), second.migrate()]).finally(() => second.close())
    } else {
      await database.migrate()
    }
    await forgetApplied()
    await database.migrate()
    expect(await definitions()).toEqual(before)
  })
})

/** The migrations written after the trigger files took the rules over (decision 049). */
const LAST_MIGRATION_WITH_RULES = 18

/** Migrations after that one which create a function or a trigger: a rule belongs in a trigger file. */
function migrationsDefiningRules(migrations: { name: string; text: string }[]) {
  return migrations
    .filter((migration) => Number(/^(\d+)_/.exec(migration.name)?.[1]) > LAST_MIGRATION_WITH_RULES)
    .filter((migration) =>
      /\bcreate\s+(or\s+replace\s+)?(function|procedure|trigger)\b/i.test(migration.text),
    )
    .map((migration) => migration.name)
}

describe('migrations after the trigger files', () => {
  it('create no function or trigger: the trigger files are where a rule changes', async () => {
    const names = (await fs.readdir(paths.migrations)).filter((name) => name.endsWith('.sql'))
    const migrations = await Promise.all(
      names.map(async (name) => ({
        name,
        text: await fs.readFile(path.join(paths.migrations, name), 'utf8'),
      })),
    )
    expect(migrations.length).toBeGreaterThan(LAST_MIGRATION_WITH_RULES)
    expect(migrationsDefiningRules(migrations)).toEqual([])
  })

  it('are told apart from the earlier ones that did (probe)', () => {
    const migrations = [
      { name: '0007_notifications.sql', text: 'CREATE FUNCTION "record_notification"() …' },
      { name: '0019_a_rule.sql', text: 'create or replace function "notify_comment"() …' },
      { name: '0020_a_trigger.sql', text: 'CREATE TRIGGER "x" AFTER INSERT ON "y" …' },
      { name: '0021_an_index.sql', text: 'CREATE INDEX "z" ON "y" ("id");' },
    ]
    expect(migrationsDefiningRules(migrations)).toEqual(['0019_a_rule.sql', '0020_a_trigger.sql'])
  })
})
