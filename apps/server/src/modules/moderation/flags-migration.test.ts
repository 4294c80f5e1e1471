import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { paths } from '../../paths'
import { newPostgresDatabase } from '../../../test/test-database'

// Migration 0004 replaces guide_comment_reports with flags: every report someone saved before must
// be there afterwards as a flag of that comment (decision 019). On PGlite, and on PostgreSQL in the
// PostgreSQL run, like every migration.

/** The migrations folder as it was up to and including `lastTag`. */
async function migrationsUpTo(lastTag: string) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kindred-migrations-'))
  const journal = JSON.parse(
    await fs.readFile(path.join(paths.migrations, 'meta/_journal.json'), 'utf8'),
  ) as {
    entries: { tag: string }[]
  }
  const entries = journal.entries.slice(0, journal.entries.findIndex((e) => e.tag === lastTag) + 1)
  await fs.mkdir(path.join(dir, 'meta'))
  await fs.writeFile(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }))
  for (const { tag } of entries)
    await fs.copyFile(path.join(paths.migrations, `${tag}.sql`), path.join(dir, `${tag}.sql`))
  return dir
}

/** An empty database that can be migrated to any folder, and run raw SQL. */
async function emptyDatabase() {
  if (process.env.KINDRED_TEST_DB !== 'postgres') {
    const client = await PGlite.create()
    const db = drizzlePglite({ client })
    return {
      db,
      migrate: (folder: string) => migratePglite(db, { migrationsFolder: folder }),
      close: () => client.close(),
    }
  }
  const { url, drop } = await newPostgresDatabase()
  const pool = new pg.Pool({ connectionString: url })
  // A connection still closing when the database is dropped gets PostgreSQL's "terminating
  // connection": without a listener that error would end the test run (as the app's pool does).
  pool.on('error', () => {})
  const db = drizzlePg({ client: pool })
  return {
    db,
    migrate: (folder: string) => migratePg(db, { migrationsFolder: folder }),
    close: async () => {
      await pool.end()
      await drop()
    },
  }
}

const database = await emptyDatabase()
const before = await migrationsUpTo('0003_guide_comment_edits')
afterAll(async () => {
  await database.close()
  await fs.rm(before, { recursive: true, force: true })
})

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows

describe('migration 0004 (moderation flags)', () => {
  it('keeps every report of a guide comment as a flag of that comment', async () => {
    await database.migrate(before)
    const at = '2026-05-01T10:00:00.000Z'
    await database.db.execute(sql`
      insert into users (id, public_id, email, email_normalized, display_name, created_at)
      values (7, 'pub7', 'a@example.org', 'a@example.org', 'Ann', ${at})`)
    await database.db.execute(sql`
      insert into guide_sessions (id, key_hash, consent_version, consented_at, created_at, last_active_at, expires_at)
      values (3, 'hash3', 1, ${at}, ${at}, ${at}, '2026-06-01T10:00:00Z')`)
    await database.db.execute(sql`
      insert into guide_comments (id, session_id, section_slug, body, created_at, hidden_at)
      values (11, 3, 'summary', 'Something unkind.', ${at}, null)`)
    await database.db.execute(sql`
      insert into guide_comment_reports
        (comment_id, reporter_key, reporter_user_id, reason, note, snapshot, created_at, resolved_at)
      values (11, 'key-user-7', 7, 'harmful', 'Please look.', 'Something unkind.', ${at}, null),
             (11, 'key-session-9', null, 'spam', null, 'Something unkind!', ${at}, '2026-05-02T10:00:00Z')`)

    await database.migrate(paths.migrations)

    const flags = await rows<Record<string, unknown>>(sql`
      select subject_kind, subject_id::int as subject_id, flagger_key, flagger_user_id::int as flagger_user_id,
             reason, note, snapshot, created_at::text as created_at, resolved_at is not null as resolved
      from flags order by id`)
    expect(flags).toEqual([
      {
        subject_kind: 'guide_comment',
        subject_id: 11,
        flagger_key: 'key-user-7',
        flagger_user_id: 7,
        reason: 'harmful',
        note: 'Please look.',
        snapshot: 'Something unkind.',
        created_at: expect.stringMatching(/^2026-05-01/),
        resolved: false,
      },
      {
        subject_kind: 'guide_comment',
        subject_id: 11,
        flagger_key: 'key-session-9',
        flagger_user_id: null,
        reason: 'spam',
        note: null,
        snapshot: 'Something unkind!',
        created_at: expect.stringMatching(/^2026-05-01/),
        resolved: true,
      },
    ])
    const left = await rows<{ name: string | null }>(
      sql`select to_regclass('guide_comment_reports')::text as name`,
    )
    expect(left).toEqual([{ name: null }])
  })
})
