import fs from 'node:fs'
import path from 'node:path'
import { machine } from '../machine.mjs'
import { ACT_TABLES } from './finish.mjs'

/** The tables a load fills, in the order the report lists them. */
export const FILLED_TABLES = [
  'users',
  'interaction_settings',
  'user_mutes',
  'user_blocks',
  'notification_muted_types',
  'user_preference_choices',
  'memories',
  'memory_tag_links',
  'connections',
  ...ACT_TABLES,
  'feedback_counts',
  'memory_hides',
  'notifications',
  'notification_actors',
]

/** Row counts, the mixes a benchmark depends on, and the database's size. */
export async function describeLoad(db) {
  const counts = {}
  for (const table of FILLED_TABLES) {
    const [row] = await db.rows(`select count(*)::bigint as n from ${table}`)
    counts[table] = Number(row.n)
  }
  const [mix] = await db.rows(`select
      round(100.0 * count(*) filter (where visibility = 'public') / count(*), 1) as public_pct,
      round(100.0 * count(*) filter (where visibility = 'connections') / count(*), 1) as connections_pct,
      round(100.0 * count(*) filter (where visibility = 'private') / count(*), 1) as private_pct,
      round(100.0 * count(*) filter (where anonymous) / count(*), 1) as anonymous_pct,
      round(100.0 * count(*) filter (where cardinality(content_warnings) > 0) / count(*), 1) as with_warnings_pct,
      round(avg(length(body))) as body_avg_chars,
      max(length(body)) as body_max_chars,
      max(me_too_count) as most_me_toos,
      min(created_at) as first_at, max(created_at) as last_at
    from memories`)
  const [size] = await db.rows(
    'select current_database() as name, pg_database_size(current_database())::bigint as bytes',
  )
  return {
    counts,
    mix: Object.fromEntries(
      Object.entries(mix).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : Number(v)]),
    ),
    database_name: size.name,
    database_bytes: Number(size.bytes),
  }
}

const seconds = (ms) => (ms / 1000).toFixed(1)
const gib = (bytes) => `${(bytes / 2 ** 30).toFixed(2)} GiB`

/** The Markdown of one run: time per step, rows per table, mixes, size. */
export function runMarkdown(run) {
  const steps = run.steps.map((s) => `| ${s.step} | ${seconds(s.ms)} |`)
  const rows = Object.entries(run.counts).map(([t, n]) => `| ${t} | ${n.toLocaleString('en')} |`)
  const m = run.mix
  return `## ${run.memories.toLocaleString('en')} memories, ${run.people.toLocaleString('en')} people (seed ${run.seed}, until ${run.until})

Into \`${run.database_name}\`. Total **${seconds(run.total_ms)} s**; database size **${gib(run.database_bytes)}** (\`pg_database_size\`).

| step | seconds |
|---|---|
${steps.join('\n')}
| **total** | **${seconds(run.total_ms)}** |

| table | rows |
|---|---|
${rows.join('\n')}

Memories: ${m.public_pct} % public, ${m.connections_pct} % connections, ${m.private_pct} % private;
${m.anonymous_pct} % anonymous; ${m.with_warnings_pct} % with content warnings; bodies ${m.body_avg_chars}
characters on average, ${m.body_max_chars} at most; the busiest has ${m.most_me_toos} me-toos; posted
from ${m.first_at.slice(0, 10)} to ${m.last_at.slice(0, 10)}.
`
}

/**
 * Adds a run to bench/results/seed-load-<db>-<date>.{json,md}, replacing an earlier run of the same
 * size that day, so the 10k and the 1M load of one day sit in one file.
 */
export function recordRun(root, run) {
  const base = path.join(root, 'bench/results', `seed-load-${run.database}-${run.date.slice(0, 10)}`)
  const existing = fs.existsSync(`${base}.json`) ? JSON.parse(fs.readFileSync(`${base}.json`, 'utf8')) : null
  const runs = [...(existing?.runs ?? []).filter((r) => r.memories !== run.memories), run].sort(
    (a, b) => a.memories - b.memories,
  )
  const notes = existing?.notes
  writeResults(base, { benchmark: 'seed-load', database: run.database, machine: machine(), runs, notes })
  return `${base}.md`
}

/** Writes `<base>.json` and its Markdown `<base>.md` (with `notes`, written by hand, at the end). */
export function writeResults(base, result) {
  const { runs } = result
  const run = runs.at(-1)
  fs.mkdirSync(path.dirname(base), { recursive: true })
  fs.writeFileSync(`${base}.json`, JSON.stringify(result, null, 2) + '\n')
  const markdown = `# Loading generated data (${run.date.slice(0, 10)}, ${run.database})

\`npm run seed:load -- --memories <n>\` (bench/seed-load.mjs) on a fresh database. ${result.machine.description}
Triggers are off during the load (\`session_replication_role = replica\`); every count is computed
from its rows in the statement that writes it; secondary indexes of the large tables are dropped
before and built after; \`VACUUM ANALYZE\` at the end. Other work was running on the machine.

${runs.map(runMarkdown).join('\n')}${result.notes ? `\n${result.notes}\n` : ''}`
  fs.writeFileSync(`${base}.md`, markdown)
}
