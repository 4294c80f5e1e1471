import { at, randomSources } from './sql.mjs'

const DAY_S = 86_400
/** Memories are spread over the two years before `until`. */
export const SPAN_DAYS = 730
/** The last person joins this long before `until`, so nobody is a new account (SPEC §3.6). */
const JOINED_BEFORE_DAYS = 30

/**
 * What every step shares: the sizes, the seed's random sources and the timeline. People join at an
 * even pace from 30 days before the first memory to 30 days before `until`; memory n is posted at
 * fraction n/N of the span, so ids and times rise together as in a real database.
 */
export function loadContext({ memories, people, seed, until }) {
  const start = new Date(until.getTime() - SPAN_DAYS * DAY_S * 1000)
  const r = randomSources(seed)
  const startSql = at(start)
  return {
    memories,
    people,
    seed,
    until,
    start,
    untilSql: at(until),
    ...r,
    /** When person g (1-based) made their account. */
    personCreated: (g) =>
      `(${startSql} + ((${g}) - 1)::float8 / ${people} * interval '${SPAN_DAYS} days' - interval '${JOINED_BEFORE_DAYS} days')`,
    /** How many people (1..E) had an account at least a day old at time t: who can see and act then. */
    eligibleAt: (t) =>
      `least(${people}::bigint, floor(${people} * (extract(epoch from (${t}) - ${startSql}) + ${(JOINED_BEFORE_DAYS - 1) * DAY_S}) / ${SPAN_DAYS * DAY_S}.0)::bigint + 1)`,
    /** When memory n is posted: its slot of the span, a little jittered, never out of order. */
    memoryCreated: (n) =>
      `(${startSql} + ((${n}) - 1 + 0.9 * ${r.u(n, 'memoryTime')}) / ${memories} * interval '${SPAN_DAYS} days')`,
  }
}
