import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { builtMain, seedLoad, startBuiltServer, stop, tempDir } from './process'

// bench/seed-load.mjs (`npm run seed:load`), the generator of the data the scale benchmarks run on,
// kept honest: a small load into a fresh PGlite directory (and a fresh PostgreSQL database when
// TEST_DATABASE_URL is set) must leave every count equal to its rows, the notifications the
// triggers would have written, and people who can sign in to a working app.

const PASSWORD = 'kindred load person passphrase'
const MEMORIES = 300
// More people than the usual tenth, so this small load has blocks, mutes and deleted comments to honour.
const PEOPLE = 100

interface Sql {
  rows<T = Record<string, unknown>>(sql: string): Promise<T[]>
  /** Several statements at once. */
  exec(sql: string): Promise<void>
  close(): Promise<void>
}

interface Target {
  name: string
  args: () => string[]
  serverEnv: () => Record<string, string>
  open: () => Promise<Sql>
  setUp: () => Promise<void>
  tearDown: () => Promise<void>
}

function pgliteTarget(): Target {
  let dir = ''
  return {
    name: 'PGlite',
    setUp: async () => void (dir = await tempDir('kindred-seed-load-')),
    tearDown: async () => fs.rmSync(dir, { recursive: true, force: true }),
    args: () => ['--data-dir', dir],
    serverEnv: () => ({ DATA_DIR: dir }),
    open: async () => {
      const db = await PGlite.create(path.join(dir, 'pgdata'))
      return {
        rows: async (sql) => (await db.query(sql)).rows as never,
        exec: async (sql) => void (await db.exec(sql)),
        close: () => db.close(),
      }
    },
  }
}

function postgresTarget(serverUrl: string): Target {
  const name = `kindred_seed_load_${randomBytes(5).toString('hex')}`
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl })
    await client.connect()
    await client.query(sql).finally(() => client.end())
  }
  let dir = ''
  return {
    name: 'PostgreSQL',
    setUp: async () => {
      dir = await tempDir('kindred-seed-load-pg-')
      await admin(`create database ${name}`)
    },
    tearDown: async () => {
      fs.rmSync(dir, { recursive: true, force: true })
      await admin(`drop database if exists ${name} with (force)`)
    },
    args: () => ['--database-url', url.toString()],
    serverEnv: () => ({ DATA_DIR: dir, DATABASE_URL: url.toString() }),
    open: async () => {
      const client = new pg.Client({ connectionString: url.toString() })
      await client.connect()
      return {
        rows: async (sql) => (await client.query(sql)).rows,
        exec: async (sql) => void (await client.query(sql)),
        close: () => client.end(),
      }
    },
  }
}

/** A digest of the rows a load wrote, before the tests below add to them. */
async function fingerprint(db: Sql) {
  const epoch = (column: string) => `extract(epoch from ${column})`
  const digest = (table: string, columns: string[]) =>
    `select md5(string_agg(concat_ws('|', ${columns.join(', ')}), ',' order by id)) as n from ${table}`
  const parts = [
    digest('users', ['id', 'public_id', 'display_name', 'password_hash', epoch('created_at')]),
    digest('memories', [
      'id',
      'hash_id',
      'shareable_link',
      'author_id',
      'title',
      'body',
      'visibility',
      'anonymous',
      'content_warnings::text',
      'me_too_count',
      'love_count',
      'comment_count',
      'vote_count',
      epoch('created_at'),
    ]),
    digest('me_toos', [
      'id',
      'memory_id',
      'user_id',
      'anonymous',
      epoch('loved_back_at'),
      epoch('created_at'),
    ]),
    digest('comments', [
      'id',
      'memory_id',
      'author_id',
      'parent_id',
      'body',
      epoch('created_at'),
      epoch('deleted_at'),
    ]),
    digest('connections', [
      'id',
      'user_low',
      'user_high',
      'status',
      epoch('created_at'),
      epoch('responded_at'),
    ]),
    digest('notifications', [
      'id',
      'recipient_id',
      'type',
      'memory_id',
      'actor_count',
      'event',
      epoch('updated_at'),
      epoch('read_at'),
    ]),
  ]
  const digests = []
  for (const sql of parts) digests.push((await db.rows<{ n: string }>(sql))[0]!.n)
  return digests.join(' ')
}
const fingerprints = new Map<string, string>()

const targets = [
  pgliteTarget(),
  ...(process.env.TEST_DATABASE_URL ? [postgresTarget(process.env.TEST_DATABASE_URL)] : []),
]

/** Runs `work` with the target's database open, closed after (PGlite takes one opener at a time). */
async function withDb<T>(target: Target, work: (db: Sql) => Promise<T>): Promise<T> {
  const db = await target.open()
  try {
    return await work(db)
  } finally {
    await db.close()
  }
}

const count = async (db: Sql, sql: string) => Number((await db.rows<{ n: unknown }>(sql))[0]!.n)

/** Each counter that disagrees with a recount of its rows, by name: all must be 0. */
const RECOUNTS = {
  me_too_count: `select count(*) as n from memories m where me_too_count <> (select count(*) from me_toos x where x.memory_id = m.id)`,
  love_count: `select count(*) as n from memories m where love_count <> (select count(*) from memory_loves x where x.memory_id = m.id)`,
  vote_count: `select count(*) as n from memories m where vote_count <> (select count(*) from votes x where x.memory_id = m.id)`,
  comment_count: `select count(*) as n from memories m where comment_count <> (select count(*) from comments x
    where x.memory_id = m.id and x.deleted_at is null and x.moderation_state is null)`,
  'comments.love_count': `select count(*) as n from comments c where love_count <> (select count(*) from comment_loves x where x.comment_id = c.id)`,
  'memory_tags.memory_count': `select count(*) as n from memory_tags t
    where memory_count + coalesce((select sum(delta) from memory_tag_count_shards s where s.tag_id = t.id), 0)
      <> (select count(*) from memory_tag_links l where l.tag_id = t.id and l.visibility = 'public')`,
  feedback_counts: `select count(*) as n from (
      (select case when comment_id is null then 'memory' else 'comment' end as kind, coalesce(comment_id, memory_id) as subject, phrase_id, count(*) as c
       from feedback_given group by 1, 2, 3
       except select subject_kind, subject_id, phrase_id, count from feedback_counts)
      union all
      (select subject_kind, subject_id, phrase_id, count from feedback_counts
       except select case when comment_id is null then 'memory' else 'comment' end, coalesce(comment_id, memory_id), phrase_id, count(*)
       from feedback_given group by 1, 2, 3)) d`,
  // sort=top's rows: exactly the month's memories, each with its votes and me-toos and its language.
  memory_scores: `select count(*) as n from (
      (select id, created_at, vote_count + me_too_count, language from memories where created_at >= now() - interval '30 days'
       except select memory_id, created_at, score, language from memory_scores where created_at >= now() - interval '30 days')
      union all
      (select memory_id, created_at, score, language from memory_scores
       except select id, created_at, vote_count + me_too_count, language from memories)) d`,
  'notifications.actor_count': `select count(*) as n from notifications n where actor_count <> (select count(*) from notification_actors a
    where a.notification_id = n.id) or actor_count = 0`,
  // Each memory's language on its tag links, and its search vector as the trigger would have
  // stemmed it (decision 082), not empty.
  'memory_tag_links.language': `select count(*) as n from memory_tag_links l join memories m on m.id = l.memory_id
    where l.language <> m.language`,
  'memories.search': `select count(*) as n from memories
    where search is distinct from memory_search_vector(language, title, body) or search = ''::tsvector`,
}

/** Notifications and their actors in a comparable form, keyed by whom and what they are about. */
const NOTIFICATION_KEY = `n.recipient_id, n.type, n.family, n.memory_id, n.comment_id, n.me_too_id, n.connection_id, n.started_at`
const notificationsOf = (table: string) =>
  `select ${NOTIFICATION_KEY}, n.actor_count, n.updated_at from ${table} n`
const actorsOf = (notifications: string, actors: string) =>
  `select ${NOTIFICATION_KEY}, a.actor_id, a.anonymous, a.acted_at from ${actors} a join ${notifications} n on n.id = a.notification_id`
const difference = (a: string, b: string) =>
  `select count(*) as n from ((${a} except all ${b}) union all (${b} except all ${a})) d`

describe('seed:load refuses what it cannot do', () => {
  it('answers bad options with what is wrong and the usage, touching nothing', async () => {
    const result = await seedLoad(['--memories', 'many', '--data-dir', '/nonexistent/kindred'])
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('--memories must be a whole number')
    expect(result.stderr).toContain('Usage: npm run seed:load')
    expect(fs.existsSync('/nonexistent/kindred')).toBe(false)
    const tooBig = await seedLoad(['--memories', '60000', '--data-dir', '/nonexistent/kindred'])
    expect(tooBig.code).toBe(2)
    expect(tooBig.stderr).toContain('use PostgreSQL (--database-url) for more')
  })
})

describe.each(targets)('seed:load on $name', (target) => {
  beforeAll(async () => {
    if (!fs.existsSync(builtMain))
      throw new Error('Build first: npm run build (the generator starts the built server)')
    await target.setUp()
    const result = await seedLoad([
      '--memories',
      String(MEMORIES),
      '--people',
      String(PEOPLE),
      '--seed',
      '7',
      '--until',
      '2026-06-01',
      ...target.args(),
    ])
    if (result.code !== 0) throw new Error(`seed:load failed:\n${result.stdout}\n${result.stderr}`)
    fingerprints.set(target.name, await withDb(target, fingerprint))
  }, 120_000)
  afterAll(() => target.tearDown())

  it('leaves every counter equal to a recount of its rows', async () => {
    const mismatches = await withDb(target, async (db) => {
      const found: Record<string, number> = {}
      for (const [name, sql] of Object.entries(RECOUNTS)) found[name] = await count(db, sql)
      return found
    })
    expect(mismatches).toEqual(Object.fromEntries(Object.keys(RECOUNTS).map((name) => [name, 0])))
  })

  it('writes the mixes people make: sizes, visibility, anonymity, tags, warnings, replies, every notification type', async () => {
    await withDb(target, async (db) => {
      expect(await count(db, 'select count(*) as n from memories')).toBe(MEMORIES)
      expect(await count(db, 'select count(*) as n from users')).toBe(PEOPLE)
      const visibilities = await db.rows<{ visibility: string }>(
        'select distinct visibility from memories order by 1',
      )
      expect(visibilities.map((r) => r.visibility)).toEqual(['connections', 'private', 'public'])
      expect(await count(db, 'select count(distinct anonymous) as n from memories')).toBe(2)
      expect(await count(db, 'select count(distinct anonymous) as n from me_toos')).toBe(2)
      expect(await count(db, 'select count(distinct anonymous) as n from comments')).toBe(2)
      expect(await count(db, 'select count(*) as n from memory_tag_links')).toBeGreaterThan(MEMORIES)
      expect(
        await count(db, 'select count(*) as n from memories where cardinality(content_warnings) > 0'),
      ).toBeGreaterThan(0)
      // A memory's warnings are its tags' safety filters and the author's own (tag-rules.ts).
      expect(
        await count(
          db,
          `select count(*) as n from memories m
          where array(select distinct f from (
                  select unnest(t.safety_filters) as f from memory_tag_links l join memory_tags t on t.id = l.tag_id
                  where l.memory_id = m.id
                  union select unnest(m.author_warnings)) w order by 1)
             <> array(select distinct unnest(m.content_warnings) order by 1)`,
        ),
      ).toBe(0)
      // Tags fit their memory's type, and links carry their memory's visibility (what the triggers keep).
      expect(
        await count(
          db,
          `select count(*) as n from memory_tag_links l join memories m on m.id = l.memory_id
          join memory_tags t on t.id = l.tag_id where not (m.mt = any(t.mt)) or l.visibility <> m.visibility`,
        ),
      ).toBe(0)
      // Replies, comments deleted with their replies kept, blocks, mutes, turned-off types, unlisted voters.
      const present: Record<string, boolean> = {}
      for (const sql of [
        'select count(*) as n from comments where parent_id is not null',
        'select count(*) as n from comments where deleted_at is not null',
        'select count(*) as n from user_blocks',
        'select count(*) as n from user_mutes',
        'select count(*) as n from notification_muted_types',
        'select count(*) as n from interaction_settings where not listed_as_voter',
      ]) {
        present[sql] = (await count(db, sql)) > 0
      }
      expect(present).toEqual(Object.fromEntries(Object.keys(present).map((sql) => [sql, true])))
      expect(await count(db, 'select count(distinct status) as n from connections')).toBe(3)
      expect(await count(db, 'select count(distinct type) as n from notifications')).toBe(10)
      const perMemory = await count(
        db,
        'select (select count(*) from me_toos) + (select count(*) from memory_loves) as n',
      )
      expect(perMemory / MEMORIES).toBeGreaterThan(2)
    })
  })

  it('keeps the rules of the app: no reaction to oneself, no notification to oneself or of a named act across a block, every reference whole', async () => {
    await withDb(target, async (db) => {
      // Nothing given to one's own memory; on someone's comment, the memory's author may give too.
      const ownMemory = (table: string, where = 'true') =>
        `select count(*) as n from ${table} x join memories m on m.id = x.memory_id where x.user_id = m.author_id and ${where}`
      const ownComment = (table: string) =>
        `select count(*) as n from ${table} x join comments c on c.id = x.comment_id where x.user_id = c.author_id`
      for (const sql of [
        ownMemory('me_toos'),
        ownMemory('memory_loves'),
        ownMemory('votes'),
        ownMemory('feedback_given', 'x.comment_id is null'),
        ownComment('feedback_given'),
        ownComment('comment_loves'),
      ]) {
        expect(await count(db, sql)).toBe(0)
      }
      expect(
        await count(
          db,
          // Named acts only: an unnamed one reaches its recipient across a block (decision 036).
          `select count(*) as n from notification_actors a join notifications n on n.id = a.notification_id
          where a.actor_id = n.recipient_id or (not a.anonymous and exists (select 1 from user_blocks b
            where (b.blocker_id = n.recipient_id and b.blocked_id = a.actor_id)
            or (b.blocker_id = a.actor_id and b.blocked_id = n.recipient_id)))`,
        ),
      ).toBe(0)
      // Triggers were off during the load, foreign keys too: every reference must point at a row.
      const foreignKeys = await db.rows<{
        child: string
        columns: string[]
        parent: string
        parent_columns: string[]
      }>(`
        select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent,
          array(select a.attname::text from unnest(c.conkey) k join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k) as columns,
          array(select a.attname::text from unnest(c.confkey) k join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k) as parent_columns
        from pg_constraint c where c.contype = 'f' and c.connamespace = 'public'::regnamespace`)
      expect(foreignKeys.length).toBeGreaterThan(20)
      const orphans: Record<string, number> = {}
      for (const fk of foreignKeys) {
        const join = fk.columns.map((column, i) => `p.${fk.parent_columns[i]} = c.${column}`).join(' and ')
        orphans[`${fk.child}(${fk.columns.join(', ')})`] = await count(
          db,
          `select count(*) as n from ${fk.child} c where ${fk.columns.map((col) => `c.${col} is not null`).join(' and ')}
            and not exists (select 1 from ${fk.parent} p where ${join})`,
        )
      }
      expect(orphans).toEqual(Object.fromEntries(Object.keys(orphans).map((fk) => [fk, 0])))
      // The indexes dropped for the load are back, and the working tables are gone.
      const indexes = (
        await db.rows<{ indexname: string }>("select indexname from pg_indexes where schemaname = 'public'")
      ).map((r) => r.indexname)
      expect(indexes).toEqual(
        expect.arrayContaining([
          'memories_search_idx',
          'memories_public_idx',
          'me_toos_once_key',
          'notifications_list_idx',
        ]),
      )
      expect(await count(db, "select count(*) as n from pg_namespace where nspname = 'seed_load'")).toBe(0)
    })
  })

  it('lets a generated person sign in through the app, read the feed, and say me too, counted by the triggers', async () => {
    const { memory, before } = await withDb(target, async (db) => {
      const [row] = await db.rows<{ id: number; shareable_link: string; me_too_count: number }>(`
        select id, shareable_link, me_too_count from memories m
        where visibility = 'public' and author_id <> 1 and not exists (select 1 from me_toos x where x.memory_id = m.id and x.user_id = 1)
        order by id desc limit 1`)
      return { memory: row!, before: Number(row!.me_too_count) }
    })
    const { server, origin } = await startBuiltServer(target.serverEnv())
    try {
      const json = { 'content-type': 'application/json', origin }
      const login = await fetch(`${origin}/api/v1/auth/login`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email: 'person-1@load.kindred.test', password: PASSWORD }),
      })
      expect(login.status).toBe(200)
      const cookies = login.headers.getSetCookie().map((c) => c.split(';')[0]!)
      const csrf = cookies.find((c) => c.startsWith('csrfToken='))!.split('=')[1]!
      const signedIn = { cookie: cookies.join('; '), 'x-csrf-token': csrf, origin }
      const me = await fetch(`${origin}/api/v1/auth/me`, { headers: signedIn })
      expect(((await me.json()) as { user: { email: string } }).user.email).toBe('person-1@load.kindred.test')

      for (const headers of [{}, signedIn]) {
        const feed = await fetch(`${origin}/api/v1/feed/`, { headers })
        expect(feed.status).toBe(200)
        expect(((await feed.json()) as { results: unknown[] }).results).toHaveLength(10)
      }
      const wrong = await fetch(`${origin}/api/v1/auth/login`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email: 'person-2@load.kindred.test', password: 'not the load password' }),
      })
      expect(wrong.status).toBe(401)

      const meToo = await fetch(`${origin}/api/v1/reaction/`, {
        method: 'POST',
        headers: { ...signedIn, 'content-type': 'application/json' },
        body: JSON.stringify({ target: 'memory', shareable_link: memory.shareable_link, reaction: 'me_too' }),
      })
      expect(meToo.ok).toBe(true)
    } finally {
      await stop(server)
    }
    await withDb(target, async (db) => {
      expect(await count(db, `select me_too_count as n from memories where id = ${memory.id}`)).toBe(
        before + 1,
      )
      // Signing in found the hash as strong as the server wants it: nothing was re-hashed.
      expect(await count(db, 'select count(distinct password_hash) as n from users')).toBe(1)
    })
  })

  it('refuses to fill a database that already holds data, and changes nothing', async () => {
    const result = await seedLoad(['--memories', '50', ...target.args()])
    expect(result.code).toBe(1)
    expect(result.stderr).toContain(
      `already holds ${PEOPLE.toLocaleString('en')} people and ${MEMORIES.toLocaleString('en')} memories`,
    )
    expect(await withDb(target, (db) => count(db, 'select count(*) as n from memories'))).toBe(MEMORIES)
  })

  it('leaves the notifications and counts the triggers write when the same events are replayed one by one', async () => {
    await withDb(target, async (db) => {
      // What people did, and what the triggers wrote from it.
      const acts = [
        'connections',
        'me_toos',
        'memory_loves',
        'votes',
        'comments',
        'comment_loves',
        'feedback_given',
      ]
      const replayed = [...acts, 'feedback_counts', 'notifications', 'notification_actors']
      await db.rows(`set session_replication_role = replica`)
      for (const table of replayed) await db.rows(`create temp table r_${table} as select * from ${table}`)
      await db.rows(
        'create temp table r_memories as select id, me_too_count, love_count, comment_count, vote_count from memories',
      )
      // Everything people did goes (without triggers: nothing else moves), and comes back in time order.
      await db.exec(`${replayed.map((table) => `delete from ${table};`).join(' ')}
        update memories set me_too_count = 0, love_count = 0, comment_count = 0, vote_count = 0;
        set session_replication_role = origin;`)
      await db.rows(`do $$
        declare e record;
        begin
          for e in
            select * from (
              select created_at as at, 1 as step, 'ask' as kind, id as a, 0::bigint as b from r_connections
              union all select responded_at, 2, 'answer', id, 0 from r_connections where responded_at is not null
              union all select created_at, 3, 'me_too', id, 0 from r_me_toos
              union all select loved_back_at, 4, 'love_back', id, 0 from r_me_toos where loved_back_at is not null
              union all select created_at, 5, 'love', memory_id, user_id from r_memory_loves
              union all select created_at, 6, 'vote', memory_id, user_id from r_votes
              union all select created_at, 7, 'comment', id, 0 from r_comments
              union all select deleted_at, 8, 'delete', id, 0 from r_comments where deleted_at is not null
              union all select created_at, 9, 'comment_love', comment_id, user_id from r_comment_loves
              union all select created_at, 10, 'feedback', id, 0 from r_feedback_given
            ) events order by at, step, a, b
          loop
            case e.kind
              when 'ask' then insert into connections (id, user_low, user_high, requester_id, memory_id, message, status, created_at)
                select id, user_low, user_high, requester_id, memory_id, message, 'pending', created_at from r_connections where id = e.a;
              when 'answer' then update connections c set status = r.status, responded_at = r.responded_at from r_connections r where r.id = e.a and c.id = e.a;
              when 'me_too' then insert into me_toos (id, memory_id, user_id, note, anonymous, created_at)
                select id, memory_id, user_id, note, anonymous, created_at from r_me_toos where id = e.a;
              when 'love_back' then update me_toos set loved_back_at = (select loved_back_at from r_me_toos where id = e.a) where id = e.a;
              when 'love' then insert into memory_loves select * from r_memory_loves where memory_id = e.a and user_id = e.b;
              when 'vote' then insert into votes select * from r_votes where memory_id = e.a and user_id = e.b;
              when 'comment' then insert into comments (id, memory_id, author_id, parent_id, body, anonymous, created_at)
                select id, memory_id, author_id, parent_id, 'a comment', anonymous, created_at from r_comments where id = e.a;
              when 'delete' then update comments set body = '', deleted_at = (select deleted_at from r_comments where id = e.a) where id = e.a;
              when 'comment_love' then insert into comment_loves select * from r_comment_loves where comment_id = e.a and user_id = e.b;
              when 'feedback' then insert into feedback_given (id, phrase_id, user_id, memory_id, comment_id, created_at)
                select id, phrase_id, user_id, memory_id, comment_id, created_at from r_feedback_given where id = e.a;
            end case;
          end loop;
        end $$`)

      const counts = 'select id, me_too_count, love_count, comment_count, vote_count from memories'
      expect(await count(db, difference(counts, 'select * from r_memories'))).toBe(0)
      expect(
        await count(
          db,
          difference('select id, love_count from comments', 'select id, love_count from r_comments'),
        ),
      ).toBe(0)
      expect(
        await count(db, difference('select * from feedback_counts', 'select * from r_feedback_counts')),
      ).toBe(0)
      expect(await count(db, 'select count(*) as n from r_notifications')).toBeGreaterThan(MEMORIES)
      expect(
        await count(db, difference(notificationsOf('notifications'), notificationsOf('r_notifications'))),
      ).toBe(0)
      expect(
        await count(
          db,
          difference(
            actorsOf('notifications', 'notification_actors'),
            actorsOf('r_notifications', 'r_notification_actors'),
          ),
        ),
      ).toBe(0)
      // The load numbered the events in the order of each group's latest activity, as the triggers do.
      expect(
        await count(
          db,
          `select count(*) as n from r_notifications a join r_notifications b
          on a.updated_at < b.updated_at and a.event > b.event`,
        ),
      ).toBe(0)
    })
  })
})

// Only when both databases ran: the same seed and day give the same rows on each.
if (targets.length > 1) {
  describe('seed:load is deterministic', () => {
    it('writes the same rows for the same seed on PGlite and on PostgreSQL', () => {
      expect(fingerprints.get('PostgreSQL')).toBe(fingerprints.get('PGlite'))
      expect(fingerprints.get('PGlite')).toMatch(/^[0-9a-f]{32}( [0-9a-f]{32}){5}$/)
    })
  })
}
