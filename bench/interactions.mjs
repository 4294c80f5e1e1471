// Interactions under load (issue 11): the three batch status calls with 50 items, a memory's comments
// and voters, and giving and taking back a me-too and a vote, for a signed-in person, each as
// requests/s, p50 and p99 and as a ratio to a trivial route (no database) in the same run. On top
// of BENCH_MEMORIES generated memories (10,000 by default); one memory gets BENCH_VOTERS votes and
// BENCH_COMMENTS comments. Embedded PGlite by default; BENCH_DATABASE_URL=postgres://… runs it on a
// fresh database on that server. Run after `npm run build`. Writes
// bench/results/interactions-<db>-<date>.{json,md}.
import { TRIVIAL, requireBuild, routeTable, withRatios, writeResult } from './lib.mjs'
import { MEMORIES, benchPlace, loadOn, resultHead, serverOverGeneratedMemories } from './setup.mjs'

requireBuild()
const VOTERS = Number(process.env.BENCH_VOTERS ?? 500)
const COMMENTS = Number(process.env.BENCH_COMMENTS ?? 200)

const place = await benchPlace('interactions', { lift: ['reactionsPerUser', 'commentsPerUser'] })

/** Votes and comments from generated people on the newest public memory: a busy memory. */
async function busyMemory(query) {
  const rows = (sql, params) => query(sql, params).then((r) => r.rows)
  const [memory] = await rows(
    `select id, shareable_link from memories where visibility = 'public' order by id desc limit 1`,
  )
  const people = await rows(`select id from users where public_id like 'bp%' order by id limit $1`, [
    Math.max(VOTERS, COMMENTS),
  ])
  const now = new Date().toISOString()
  for (let i = 0; i < Math.min(VOTERS, people.length); i += 100) {
    const batch = people.slice(i, Math.min(i + 100, VOTERS))
    await query(`insert into votes (memory_id, user_id, created_at) select $1, unnest($2::bigint[]), $3`, [
      memory.id,
      batch.map((p) => p.id),
      now,
    ])
  }
  for (let i = 0; i < COMMENTS; i += 1) {
    const author = people[i % people.length].id
    await query(
      `insert into comments (memory_id, author_id, parent_id, body, created_at) values ($1, $2, $3, $4, $5)`,
      [
        memory.id,
        author,
        null,
        `I remember something like this too (${i}). Thank you for writing it down.`,
        now,
      ],
    )
  }
  return memory.shareable_link
}

const {
  server,
  signedIn,
  extra: busyLink,
  generatedInS,
} = await serverOverGeneratedMemories(place, { memories: MEMORIES, extra: busyMemory })
const { origin } = server

const feed = await (await fetch(`${origin}/api/v1/feed/?limit=50`)).json()
const links = feed.results.map((m) => m.shareable_link)
const other = links.find((link) => link !== busyLink)
const comments = await (await fetch(`${origin}/api/v1/comments/list/${busyLink}/10/1`)).json()
const commentIds = comments.results.map((c) => Number(c.id))

// The server came back on another port: requests name its origin, or the CSRF guard refuses them.
const json = { ...signedIn, origin, 'content-type': 'application/json' }
const post = (body) => ({ method: 'POST', headers: json, body: JSON.stringify(body) })
const { measure, warm } = loadOn(origin)
const cycle = (body) => ({
  requests: [
    { method: 'POST', headers: json, body: JSON.stringify(body) },
    { method: 'DELETE', headers: json, body: JSON.stringify(body) },
  ],
})
const statusBody = { shareable_links: links, comment_ids: commentIds }

await warm(TRIVIAL.path)
await warm('/api/v1/interaction/get-interaction-status/', post(statusBody))
await warm(`/api/v1/comments/list/${busyLink}/10/1`)

const routes = {
  [TRIVIAL.name]: await measure(TRIVIAL.path),
  'interaction status, 50 memories and 10 comments': await measure(
    '/api/v1/interaction/get-interaction-status/',
    post(statusBody),
  ),
  'votes status, 50 memories': await measure(
    '/api/v1/interaction/get-votes-status/',
    post({ shareable_links: links }),
  ),
  'connect status, 50 memories': await measure(
    '/api/v1/interaction/get-connect-status/',
    post({ shareable_links: links }),
  ),
  [`comments page 1 (${COMMENTS} comments)`]: await measure(`/api/v1/comments/list/${busyLink}/10/1`),
  [`comments page 10`]: await measure(`/api/v1/comments/list/${busyLink}/10/10`),
  [`voters page 1 (${VOTERS} votes)`]: await measure(
    `/api/v1/vote/get-voters/?shareable_link=${busyLink}&limit=10&page=1`,
  ),
  'me too, then take it back': await measure(
    '/api/v1/reaction/',
    cycle({ target: 'memory', shareable_link: other, reaction: 'me_too' }),
  ),
  'vote, then take it back': await measure('/api/v1/vote/', cycle({ shareable_link: other })),
}
await server.stop()
// A refused request measures nothing: such a run is a broken benchmark, not a result.
const refused = Object.entries(routes).filter(([, r]) => r.non_2xx > 0)
if (refused.length > 0) {
  console.error(`answered with errors: ${refused.map(([name]) => name).join(', ')}`)
  process.exit(1)
}
await place.cleanUp()

const result = {
  ...resultHead('interactions', place),
  memories: MEMORIES,
  voters: VOTERS,
  comments: COMMENTS,
  generated_in_s: generatedInS,
  routes: withRatios(routes),
}
writeResult(
  `interactions-${result.database}`,
  result,
  `# Interactions under load (${result.date.slice(0, 10)}, ${result.database}, ${MEMORIES.toLocaleString('en')} memories)

${result.machine.description}

${MEMORIES.toLocaleString('en')} generated memories; the newest public one has ${VOTERS} votes and ${COMMENTS}
comments from generated people. One signed-in person; autocannon, ${result.connections} connections for
${result.duration_s} s per route, one server, one run; the load generator shares the machine. The write rows
alternate giving and taking back on one memory, so every request is a real insert or delete with its
counter update (a trigger in the same transaction).

${routeTable(result.routes)}

Each batch call is a fixed number of statements whatever the number of items (one per kind);
lists fetch one row more than the page instead of counting.
`,
)
