import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { CONNECTION_PATHS } from '@kindred/contract/connections'
import { MEMORY_PATHS } from '@kindred/contract/memories'
import { queryRows } from '../../lib/query-rows'
import { runRecountListed } from '../../admin-commands'
import { buildMemoriesApp } from '../../../test/memory-fixtures'
import { quickPeople, type QuickPerson } from '../../../test/interaction-fixtures'
import { TestBrowser } from '../../../test/test-browser'

// A page asked by its number far down the newest list starts from how many memories each block of
// 1024 ids lists (decision 079) instead of walking every row above it. What a person notices is
// only whether the page is the right one: here every deep page, for a visitor and for members whose
// connections, blocks, mutes and hides change their list, is compared with the same rows read from
// the top by cursor (which walks the list itself), before and after memories change.

const { app, clock } = await buildMemoriesApp({}, ['peopleChangesPerUser'])
const MEMORIES = 4200

let reader: QuickPerson
let friend: QuickPerson
let people: readonly QuickPerson[]
const visitor = new TestBrowser(app)

interface Page {
  results: { hash_id: string }[]
  has_next: boolean
  next_cursor?: string
}

async function feed(browser: TestBrowser, query: string): Promise<Page> {
  const res = await browser.get(`${MEMORY_PATHS.feed}?${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as Page
}

/** The whole newest list as the cursor reads it: page after page, each from where the last ended. */
async function wholeList(browser: TestBrowser): Promise<string[]> {
  const ids: string[] = []
  let page = await feed(browser, 'limit=100')
  for (;;) {
    ids.push(...page.results.map((memory) => memory.hash_id))
    if (!page.next_cursor) return ids
    page = await feed(browser, `limit=100&cursor=${page.next_cursor}`)
  }
}

/** Every page far enough down to start from the blocks, and two past the end, against the list. */
async function expectDeepPagesMatch(browser: TestBrowser, limit: number) {
  const list = await wholeList(browser)
  expect(list.length).toBeGreaterThan(2048 + 3 * limit)
  const first = Math.floor(2048 / limit) + 1
  const last = Math.ceil(list.length / limit) + 2
  // Every third page (the blocks are 1024 rows: each size lands on many places in them) and the end.
  const pages = [
    ...Array.from({ length: last - first + 1 }, (_, i) => first + i).filter(
      (p) => p % 3 === 0 || p >= last - 3,
    ),
  ]
  for (const page of pages) {
    const got = await feed(browser, `page=${page}&limit=${limit}`)
    const want = list.slice((page - 1) * limit, page * limit)
    expect(
      got.results.map((memory) => memory.hash_id),
      `page ${page} of ${limit}`,
    ).toEqual(want)
    expect(got.has_next, `has_next of page ${page} of ${limit}`).toBe(list.length > page * limit)
  }
}

/** The counts the trigger keeps, against the memories counted afresh. */
async function expectBlocksCounted() {
  const kept = await queryRows<{ block: number; listed: number }>(
    app.database.db,
    sql`select block::int, sum(listed)::int as listed from listed_memory_blocks group by block having sum(listed) <> 0 order by block`,
  )
  const counted = await queryRows<{ block: number; listed: number }>(
    app.database.db,
    sql`select (id / 1024)::int as block, count(*)::int as listed from memories
      where visibility = 'public' and moderation_state is null group by 1 order by 1`,
  )
  expect(kept).toEqual(counted)
}

async function ok(res: Promise<{ statusCode: number; body: string }>) {
  const { statusCode, body } = await res
  expect(statusCode, body).toBeLessThan(300)
}

beforeAll(async () => {
  people = await quickPeople(app, 'reader', 'friend', 'muted', 'blocked', 'blocker', 'stranger')
  ;[reader, friend] = people as [QuickPerson, QuickPerson]
  const [, , muted, blocked, blocker] = people as QuickPerson[]
  // Most by people the reader sees, so their own list is long enough to reach the deep pages too.
  const [, , , , , stranger] = people as QuickPerson[]
  const writers = [reader, friend, stranger, muted, stranger, blocked, friend, blocker, stranger, reader]
  const authors = sql.raw(`array[${writers.map((person) => person!.id).join(',')}]::bigint[]`)
  // Many memories at once, written straight into the table (the triggers keep the counts as for
  // any insert): public, connections-only and private ones, named and anonymous, by everyone.
  await app.database.db.execute(sql`insert into memories
    (hash_id, shareable_link, author_id, title, body, mt, content_warnings, author_warnings, visibility,
     anonymous, comments_policy, created_at)
    select 'deep' || i, 'a-deep-memory-' || i, (${authors})[1 + i % ${writers.length}], 'Memory ' || i,
      'A memory written for the deep pages test, long enough to keep.', 1, '{}', '{}',
      case when i % 10 = 0 then 'connections' when i % 23 = 0 then 'private' else 'public' end,
      i % 7 = 0, 'everyone', now() - make_interval(secs => ${MEMORIES} - i)
    from generate_series(1, ${MEMORIES}) i`)
  await app.database.db.execute(
    sql`update memories set moderation_state = 'hidden' where hash_id like 'deep%' and id % 31 = 0`,
  )
  const [low, high] = [reader.id, friend.id].sort((a, b) => a - b)
  await app.database.db
    .execute(sql`insert into connections (user_low, user_high, requester_id, status, created_at)
    values (${low}, ${high}, ${reader.id}, 'connected', now())`)
  await ok(reader.browser.post(CONNECTION_PATHS.mute(muted!.publicId)))
  await ok(reader.browser.post(CONNECTION_PATHS.block(blocked!.publicId)))
  await ok(blocker!.browser.post(CONNECTION_PATHS.block(reader.publicId)))
  await app.database.db.execute(sql`insert into memory_hides (user_id, memory_id, created_at)
    select ${reader.id}, id, now() from memories where hash_id like 'deep%' and id % 53 = 0`)
}, 120_000)

describe('a page asked by its number far down the newest list', () => {
  it('is the page the list holds there, for a visitor and for members, at any page size', async () => {
    await expectBlocksCounted()
    await expectDeepPagesMatch(visitor, 20)
    await expectDeepPagesMatch(reader.browser, 20)
    await expectDeepPagesMatch(reader.browser, 7)
    await expectDeepPagesMatch(friend.browser, 50)
  }, 180_000)

  it('stays the right page after memories are set aside, shown again, made private, deleted and hidden', async () => {
    const db = app.database.db
    await db.execute(
      sql`update memories set moderation_state = 'removed' where hash_id like 'deep%' and id % 37 = 0`,
    )
    await db.execute(
      sql`update memories set moderation_state = null where hash_id like 'deep%' and id % 62 = 0`,
    )
    await db.execute(
      sql`update memories set visibility = 'private' where hash_id like 'deep%' and id % 41 = 0`,
    )
    await db.execute(
      sql`update memories set visibility = 'public' where hash_id like 'deep%' and id % 43 = 0`,
    )
    await db.execute(sql`delete from memories where hash_id like 'deep%' and id % 47 = 0`)
    await db.execute(sql`insert into memory_hides (user_id, memory_id, created_at)
      select ${reader.id}, id, now() from memories where hash_id like 'deep%' and id % 59 = 0 on conflict do nothing`)
    await ok(reader.browser.delete(CONNECTION_PATHS.mute(people[2]!.publicId)))
    // Changed in the table, not through the app: what visitors were given is theirs for its seconds.
    clock.advance(60_000)
    await expectBlocksCounted()
    await expectDeepPagesMatch(visitor, 20)
    await expectDeepPagesMatch(reader.browser, 20)
    await expectDeepPagesMatch(friend.browser, 13)
  }, 180_000)

  it('is right again after `npm run admin -- recount-listed` when memories were shared without the count', async () => {
    const db = app.database.db
    // As an instance older than migration 0024 would during a rolling deploy: memories shared with
    // the trigger not yet there, so the counts miss them.
    await db.execute(sql`alter table memories disable trigger memories_count_listed`)
    await db.execute(sql`insert into memories
      (hash_id, shareable_link, author_id, title, body, mt, content_warnings, author_warnings, visibility,
       anonymous, comments_policy, created_at)
      select 'late' || i, 'a-late-memory-' || i, ${friend.id}, 'Late ' || i, 'Shared while an old instance ran.',
        1, '{}', '{}', 'public', false, 'everyone', now()
      from generate_series(1, 30) i`)
    await db.execute(sql`alter table memories enable trigger memories_count_listed`)
    clock.advance(60_000)
    const list = await wholeList(visitor)
    const deep = Math.ceil(list.length / 20) - 3
    const skewed = await feed(visitor, `page=${deep}&limit=20`)
    expect(skewed.results.map((memory) => memory.hash_id)).not.toEqual(list.slice((deep - 1) * 20, deep * 20))

    const result = await runRecountListed(db)
    expect(result.failed).toBe(false)
    expect(result.text).toMatch(
      /^Recounted: \d+ blocks of memory ids, \d+ memories every visitor may list\.$/,
    )
    await expectBlocksCounted()
    clock.advance(60_000)
    await expectDeepPagesMatch(visitor, 20)
    await expectDeepPagesMatch(reader.browser, 20)
  }, 180_000)

  it('is the same for snippets without tags', async () => {
    const snippets = async (page: number, limit: number) => {
      const res = await reader.browser.get(MEMORY_PATHS.snippets(page, limit))
      expect(res.statusCode, res.body).toBe(200)
      return (res.json() as Page).results.map((memory) => memory.hash_id)
    }
    const list = await wholeList(reader.browser)
    for (const page of [150, 151, Math.ceil(list.length / 20)])
      expect(await snippets(page, 20), `snippets page ${page}`).toEqual(
        list.slice((page - 1) * 20, page * 20),
      )
  }, 60_000)
})
