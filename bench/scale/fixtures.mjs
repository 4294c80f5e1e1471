// What bench/scale.mjs needs from a loaded database (npm run seed:load): its size, a generated person
// who has hidden memories, muted or blocked someone and has connections (so every rule of a
// signed-in list has work to do), the busiest memory (comments and voters) and a few tags.
import pg from 'pg'
import { LOAD_PASSWORD } from '../seed-load/people.mjs'

/** What the write rows write, so that what a run stopped midway wrote can be found and removed. */
export const WRITTEN_TITLE = 'A benchmark memory'
export const WRITTEN_COMMENT = 'Thank you for writing this down. I remember mornings like these.'

export async function readFixtures(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  const one = async (text, values) => (await client.query(text, values)).rows[0]
  try {
    await removeLeftovers(client)
    const size = await one(`select count(*)::int as memories from memories`)
    if (!size || size.memories === 0)
      throw new Error(
        `${new URL(databaseUrl).pathname.slice(1)} holds no memories: run npm run seed:load first`,
      )
    const person = await one(`select u.id::int, u.email from users u
      where u.email like 'person-%@load.kindred.test'
        and exists (select 1 from memory_hides h where h.user_id = u.id)
        and exists (select 1 from user_mutes m where m.muter_id = u.id)
        and exists (select 1 from connections c where (c.user_low = u.id or c.user_high = u.id) and c.status = 'connected')
        and exists (select 1 from notifications n where n.recipient_id = u.id)
      order by u.id limit 1`)
    const busiest = await one(`select shareable_link as link, hash_id as "hashId" from memories
      where visibility = 'public' and moderation_state is null and comments_policy = 'everyone'
      order by comment_count + vote_count desc limit 1`)
    // A memory the person may answer: public, open to comments, by someone on no block list with them.
    const other = await one(
      `select shareable_link as link from memories m
      where visibility = 'public' and moderation_state is null and comments_policy = 'everyone' and author_id <> $1
        and not exists (select 1 from user_blocks b where (b.blocker_id = m.author_id and b.blocked_id = $1) or (b.blocker_id = $1 and b.blocked_id = m.author_id))
      order by id desc limit 1`,
      [person.id],
    )
    const writeTags = (
      await client.query(
        `select id from memory_tags where not disabled and 1 = any(mt) order by memory_count desc, id limit 2`,
      )
    ).rows
    const tags = (
      await client.query(
        `select id from memory_tags where not disabled order by memory_count desc, id limit 3`,
      )
    ).rows
    const mark = await one(
      `select (select max(id) from memories)::text as memory, (select max(id) from comments)::text as comment`,
    )
    return {
      memories: size.memories,
      person: { ...person, password: LOAD_PASSWORD },
      busiest,
      other: other.link,
      tagIds: tags.map((t) => t.id),
      writeTagIds: writeTags.map((t) => t.id),
      mark,
    }
  } finally {
    await client.end()
  }
}

/**
 * What the write rows of a run that stopped before its end left (a run's own are removed by
 * `removeWrites`): at the top of the feed, the person's own memories would change what every later
 * run measures (on 2026-12-07, eleven of them made the member's feed at 1M cost 2.6 times the 10k's).
 */
async function removeLeftovers(client) {
  const comments = await client.query(`delete from comments where body = $1`, [WRITTEN_COMMENT])
  const memories = await client.query(`delete from memories where title like $1`, [`${WRITTEN_TITLE} %`])
  if (comments.rowCount + memories.rowCount > 0) await vacuumWritten(client)
}

// The rows written and deleted sit at the newest end of every list, where each read starts.
// Autovacuum reaches a table of a million only after 200,000 dead rows (its scale factor), so
// without this the next run's first pages step over a run's worth of dead rows.
const vacuumWritten = (client) =>
  client.query(
    'vacuum (analyze) memories, memory_scores, memory_tag_links, memory_tag_count_shards, comments, me_toos',
  )

/** Takes away what the write rows added (new memories and comments by the bench's person). */
export async function removeWrites(databaseUrl, fixtures) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query(`delete from comments where author_id = $1 and id > $2`, [
      fixtures.person.id,
      fixtures.mark.comment,
    ])
    await client.query(`delete from memories where author_id = $1 and id > $2`, [
      fixtures.person.id,
      fixtures.mark.memory,
    ])
    await vacuumWritten(client)
  } finally {
    await client.end()
  }
}

/** Signs the generated person in through the real sign-in; the headers of their browser. */
export async function signIn(origin, person) {
  const res = await fetch(`${origin}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: person.email, password: person.password }),
  })
  if (!res.ok) throw new Error(`sign-in refused: ${res.status} ${await res.text()}`)
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0])
  const csrf = cookies.find((c) => c.startsWith('csrfToken='))?.split('=')[1]
  return { cookie: cookies.join('; '), 'x-csrf-token': csrf, origin }
}
