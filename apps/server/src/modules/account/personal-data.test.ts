import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../../../test/build-test-app'
import { TABLE_OWNERS } from '../../db/table-owners'
import type { PersonalDataPart } from '../../lib/personal-data'
import {
  existingTables,
  missingTables,
  tablesReferencingUsers,
  unclaimedTables,
} from './personal-data-tables'

const app = await buildTestApp()
const db = app.database.db
const parts = app.personalData.parts()

/** A part for a table only this test creates. */
const probePart = (tables: string[]): PersonalDataPart => ({
  module: 'probe',
  tables,
  export: async () => ({}),
})

describe('the personal-data registry', () => {
  it('has a part naming every table whose rows belong to a person', async () => {
    const referencing = await tablesReferencingUsers(db)
    expect(referencing).toEqual(
      expect.arrayContaining(['sessions', 'auth_tokens', 'outbox', 'guide_sessions', 'guide_comments']),
    )
    expect(unclaimedTables(referencing, parts)).toEqual([])
  })

  it('has each module name only tables it owns (db/table-owners.ts)', () => {
    const owners: Record<string, string> = TABLE_OWNERS
    const claimedByOthers = parts.flatMap((part) =>
      part.tables.filter((table) => owners[table] !== part.module).map((table) => `${part.module}: ${table}`),
    )
    expect(claimedByOthers).toEqual([])
  })

  it('names only tables that exist', async () => {
    expect(missingTables(await existingTables(db), parts)).toEqual([])
    expect(missingTables(await existingTables(db), [probePart(['no_such_table'])])).toEqual([
      'probe: no_such_table',
    ])
  })

  it("lists the export fields of every module that keeps a person's rows, in order", () => {
    expect(parts.map((part) => part.module)).toEqual([
      'identity',
      'guide',
      'memories',
      'preferences',
      'interactions',
      'comments',
      'connections',
      'notifications',
      'moderation',
      'platform',
    ])
  })

  it('notices a new table that references users until some part names it', async () => {
    await db.execute(
      sql`create table probe_notes (id serial primary key, user_id bigint references users(id) on delete cascade)`,
    )
    try {
      const referencing = await tablesReferencingUsers(db)
      expect(unclaimedTables(referencing, parts)).toEqual(['probe_notes'])
      expect(unclaimedTables(referencing, [...parts, probePart(['probe_notes'])])).toEqual([])
    } finally {
      await db.execute(sql`drop table probe_notes`)
    }
  })
})
