import fs from 'node:fs'
import fc from 'fast-check'
import Fastify from 'fastify'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { users } from '../db/schema'
import { DEFAULT_RATE_LIMITS, type RateLimitName } from '../rate-limits'
import { visitor } from '../../test/guide-fixtures'
import { outboxSettled } from '../../test/identity-fixtures'
import { buildInteractionsApp, quickPerson } from '../../test/interaction-fixtures'
import { liftedLimits } from '../../test/lifted-limits'
import { share } from '../../test/memory-fixtures'
import { signInAgain } from '../../test/notification-fixtures'
import { apiOperations, type ApiOperation } from '../../test/openapi-routes'
import {
  EXCLUDED,
  MODES,
  answerProblems,
  browserHeaders,
  databaseDigest,
  describeRequest,
  isSignedIn,
  keepCookies,
  refusedParts,
  requestParts,
  toRequest,
  type Known,
  type Mode,
} from '../../test/route-fuzz'

// Every operation of the OpenAPI description, signed out and signed in, with hostile and
// valid-shaped requests (issue 15). A few per operation here; bench/fuzz.mjs runs this same file
// with FUZZ_RUNS in the thousands and FUZZ_REPORT naming where the figures go.
const RUNS = Number(process.env.FUZZ_RUNS ?? 3)
/** Requests between two digests of the database in the long run. */
const BATCH = Number(process.env.FUZZ_BATCH ?? 50)
/** Requests built to be refused, per operation and mode: the digest must not move across them. */
const REFUSED_RUNS = Number(process.env.FUZZ_REFUSED_RUNS ?? 2)
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31))
const LONG = process.env.FUZZ_RUNS !== undefined
/** Problems kept per operation and mode (all are counted): one bug should not flood the report. */
const KEEP = 10
/** `i/n`: this process fuzzes every n-th operation from the i-th (bench/fuzz.mjs --jobs n runs n). */
const [SHARD, SHARDS] = (process.env.FUZZ_SHARD ?? '0/1').split('/').map(Number) as [number, number]

const { app } = await buildInteractionsApp({
  RATE_LIMITS: liftedLimits(...(Object.keys(DEFAULT_RATE_LIMITS) as RateLimitName[])),
  NEW_ACCOUNT_HOURS: '0',
})
// An admin, so the moderation routes are reached past their role check too.
const fuzzer = await quickPerson(app, 'fuzzer')
await app.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, fuzzer.id))
const memory = await share(fuzzer.browser, { title: 'A fuzzed kitchen' })
// A visitor's session, without an owner: signed-in requests that name it and are refused must not
// link it to the account (a success does: SPEC §4), which the digest check would see.
const { sessionId } = await visitor(app)
const known: Known = {
  hashId: [memory.hash_id],
  shareableLink: [memory.shareable_link],
  shareable_link: [memory.shareable_link],
  shareable_links: [memory.shareable_link, [memory.shareable_link]],
  publicId: [fuzzer.publicId],
  public_id: [fuzzer.publicId],
  session_id: [sessionId],
  session: [sessionId],
}
const operations = await apiOperations(app)
const fuzzed = operations.filter((_, index) => index % SHARDS === SHARD)

interface Tally {
  operation: string
  mode: Mode
  requests: number
  statuses: Record<string, number>
  problems: number
  digest_checks: number
}
const tallies: Tally[] = []
const problems: { operation: string; mode: Mode; status: number; problem: string; request: string }[] = []
const digestProblems: { operation: string; mode: Mode; tables: string[]; requests: string[] }[] = []
let reSignIns = 0
let chunk = 0

async function fuzz() {
  const started = Date.now()
  for (const mode of MODES) {
    let jar =
      mode === 'signed in' ? (await signInAgain(app, fuzzer.email)).cookies : new Map<string, string>()
    let baseline: Record<string, string> | undefined

    /** One fast-check run of `runs` requests; the digest is compared when every one was refused. */
    async function run(operation: ApiOperation, tally: Tally, parts: typeof requestParts, runs: number) {
      if (!baseline) {
        await outboxSettled(app)
        baseline = await databaseDigest(app)
      }
      let allRefused = true
      const sent: string[] = []
      await fc.assert(
        fc.asyncProperty(parts(operation, known), async (p) => {
          const req = toRequest(operation, p, jar)
          const res = await app.inject(req)
          keepCookies(jar, res)
          sent.push(describeRequest(req))
          tally.requests++
          tally.statuses[res.statusCode] = (tally.statuses[res.statusCode] ?? 0) + 1
          for (const problem of answerProblems(res)) {
            if (tally.problems++ < KEEP) {
              problems.push({
                operation: operation.key,
                mode,
                status: res.statusCode,
                problem,
                request: describeRequest(req),
              })
            }
          }
          if (res.statusCode < 400 || res.statusCode >= 500) allRefused = false
          // Sign-out, a reuse of the refresh token or an erasure ends the session: sign in again.
          if (mode === 'signed in' && (!isSignedIn(jar) || res.statusCode === 401)) {
            const me = await app.inject({
              method: 'GET',
              url: '/api/v1/auth/me',
              headers: browserHeaders(jar),
            })
            if (me.statusCode !== 200) {
              jar = (await signInAgain(app, fuzzer.email)).cookies
              reSignIns++
              allRefused = false
            }
          }
        }),
        { numRuns: runs, seed: SEED + chunk++ },
      )
      if (!allRefused) {
        baseline = undefined
        return
      }
      await outboxSettled(app)
      const after = await databaseDigest(app)
      const changed = Object.keys({ ...baseline, ...after }).filter((t) => baseline![t] !== after[t])
      if (changed.length)
        digestProblems.push({ operation: operation.key, mode, tables: changed, requests: sent })
      tally.digest_checks++
      baseline = after
    }

    for (const operation of fuzzed) {
      if (EXCLUDED[operation.key]?.[mode]) continue
      const tally: Tally = {
        operation: operation.key,
        mode,
        requests: 0,
        statuses: {},
        problems: 0,
        digest_checks: 0,
      }
      tallies.push(tally)
      await run(operation, tally, refusedParts, REFUSED_RUNS)
      for (let done = 0; done < RUNS; done += BATCH) {
        await run(operation, tally, requestParts, Math.min(BATCH, RUNS - done))
      }
    }
  }
  if (process.env.FUZZ_REPORT) {
    const excluded = Object.entries(EXCLUDED).flatMap(([operation, modes]) =>
      Object.entries(modes).map(([mode, reason]) => ({ operation, mode, reason })),
    )
    const report = {
      seed: SEED,
      runs_per_operation_and_mode: RUNS,
      refused_runs_per_operation_and_mode: REFUSED_RUNS,
      duration_s: Math.round((Date.now() - started) / 1000),
      database: process.env.KINDRED_TEST_DB ?? 'pglite',
      re_sign_ins: reSignIns,
      operations: tallies,
      excluded,
      problems,
      digest_problems: digestProblems,
    }
    fs.writeFileSync(process.env.FUZZ_REPORT, JSON.stringify(report, null, 2))
  }
}

describe(`route fuzzing (seed ${SEED})`, () => {
  beforeAll(fuzz, LONG ? 24 * 3_600_000 : 120_000)

  it('fuzzes every operation of the OpenAPI description in both modes, or says why not', () => {
    const keys = operations.map((o) => o.key)
    expect(Object.keys(EXCLUDED).filter((key) => !keys.includes(key))).toEqual([])
    const excluded = fuzzed.flatMap((o) => Object.keys(EXCLUDED[o.key] ?? {})).length
    expect(operations.length).toBeGreaterThan(100)
    expect(tallies).toHaveLength(fuzzed.length * MODES.length - excluded)
    expect(tallies.filter((t) => t.requests !== RUNS + REFUSED_RUNS)).toEqual([])
  })

  it('answers no request with a 5xx, internal detail, or an error body out of shape', () => {
    expect(problems).toEqual([])
  })

  it('changes nothing in the database on requests it refused', () => {
    expect(digestProblems).toEqual([])
    // Each write's requests built to be refused were all refused, so each write was checked.
    const unchecked = tallies.filter((t) => !t.operation.startsWith('GET ') && t.digest_checks === 0)
    expect(unchecked.map((t) => `${t.operation} (${t.mode})`)).toEqual([])
  })

  it('has checks that catch a 5xx, a leak, missing security headers, an error body out of shape and one changed row', async () => {
    const bare = Fastify()
    bare.get('/sql', async () => {
      throw new Error('relation "users" does not exist')
    })
    bare.get('/text', async (_request, reply) => reply.status(404).send('Not here'))
    // A bare Fastify sends none of the app's security headers either.
    const noHeaders = [
      expect.stringMatching(/^content security policy missing/),
      expect.stringMatching(/^no X-Content-Type-Options/),
      expect.stringMatching(/^no Referrer-Policy/),
    ]
    const leaky = answerProblems(await bare.inject({ method: 'GET', url: '/sql' }))
    expect(leaky).toEqual([
      expect.stringMatching(/^status 500/),
      expect.stringMatching(/^SQL error/),
      ...noHeaders,
      expect.stringMatching(/^error body not in the app's shape/),
    ])
    const plain = answerProblems(await bare.inject({ method: 'GET', url: '/text' }))
    expect(plain).toEqual([...noHeaders, expect.stringMatching(/^error body not in the app's shape/)])
    await bare.close()

    const before = await databaseDigest(app)
    // One column no trigger follows (a new name would also raise the versions of the person's
    // memories, decision 060, which is two tables).
    await app.database.db
      .update(users)
      .set({ emailVerifiedAt: new Date('2026-01-02T03:04:05Z') })
      .where(eq(users.id, fuzzer.id))
    const after = await databaseDigest(app)
    expect(Object.keys(before).filter((t) => before[t] !== after[t])).toEqual(['users'])
  })
})
