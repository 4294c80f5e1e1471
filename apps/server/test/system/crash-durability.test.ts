import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { runScript, serverRoot } from './process'

// Crash durability (issue 15), the short version of `npm run bench:crash`: the built server killed
// with SIGKILL twice under concurrent writes of every kind; every write it acknowledged must still be
// in the database afterwards, and it must come back healthy after each kill. On embedded PGlite, and
// on PostgreSQL when TEST_DATABASE_URL names a server.

const script = path.resolve(serverRoot, '../../bench/crash.mjs')
// The kinds of write issue 15 names (in alphabetical order), written out here rather than read from
// the harness: a kind the harness stopped driving must fail this test, not shrink it.
const KINDS = [
  'comment',
  'connection_request',
  'guide_answer',
  'love',
  'me_too',
  'memory',
  'moderation_decision',
  'preference',
  'register',
  'report',
  'vote',
]

interface CrashResult {
  cycles_done: number
  failed_restarts: number
  missing_total: number
  writes: Record<string, { acknowledged: number; missing: number }>
  missing_writes: Record<string, unknown[]>
}

/** Runs the harness as `npm run bench:crash` does, without the environment's database settings. */
const crash = (args: string[]) => runScript(script, ['--cycles', '2', '--no-write', ...args])

const databases: [string, string[]][] = [
  ['PGlite', ['--database', 'pglite']],
  ...(process.env.TEST_DATABASE_URL
    ? [
        ['PostgreSQL', ['--database', 'postgres', '--database-url', process.env.TEST_DATABASE_URL]] as [
          string,
          string[],
        ],
      ]
    : []),
]

describe.each(databases)('kill -9 under write load on %s', (_name, args) => {
  it(
    'keeps every acknowledged write of every kind, and the server comes back after each kill',
    { timeout: 120_000 },
    async () => {
      const run = await crash(args)
      expect(run.code, run.stderr).toBe(0)
      const result = JSON.parse(run.stdout) as CrashResult
      expect(result.cycles_done).toBe(2)
      expect(result.failed_restarts).toBe(0)
      const acknowledged = Object.fromEntries(
        KINDS.map((kind) => [kind, result.writes[kind]!.acknowledged > 0]),
      )
      expect(acknowledged).toEqual(Object.fromEntries(KINDS.map((kind) => [kind, true])))
      expect(result.missing_writes).toEqual(Object.fromEntries(KINDS.map((kind) => [kind, []])))
      expect(result.missing_total).toBe(0)
    },
  )
})
