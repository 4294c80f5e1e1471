import fc from 'fast-check'
import { sql } from 'drizzle-orm'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { ErrorResponseSchema } from '@kindred/contract/errors'
import { ACCESS_COOKIE, CSRF_COOKIE, CSRF_HEADER } from '@kindred/contract/http'
import { queryRows } from '../src/lib/query-rows'
import { TEST_ORIGIN } from './build-test-app'
import type { ApiOperation } from './openapi-routes'

// Property-based fuzzing of every operation of the OpenAPI description (issue 15): the generators
// of hostile and valid-shaped requests, the checks on every answer, and the database digest that
// proves a refused request changed nothing. Shared by route-fuzz.test.ts (a few requests per
// operation) and bench/fuzz.mjs (thousands).

type Schema = Record<string, unknown>
export type Mode = 'signed out' | 'signed in'
export const MODES: Mode[] = ['signed out', 'signed in']

/** Real values by field or parameter name (a memory's link, a person's id), so requests reach rows. */
export type Known = Record<string, unknown[]>

/**
 * Operations that cannot be fuzzed in a mode, with the reason. The test fails when a key here is
 * not an operation any more, so the list cannot go stale.
 */
export const EXCLUDED: Record<string, Partial<Record<Mode, string>>> = {
  'GET /api/v1/notifications/stream': {
    'signed in':
      'a signed-in stream is Server-Sent Events that never ends, so app.inject() would never resolve; ' +
      'signed out it answers 401 at once and is fuzzed',
  },
}

export interface FuzzRequest {
  method: ApiOperation['method']
  url: string
  headers: Record<string, string>
  payload?: string
}

const HUGE = 100_001
const ABOVE_BODY_LIMIT = 300_000

const hostileStrings = fc.constantFrom(
  'a\u0000b',
  '\u0000',
  '\uD800',
  'x\uDFFFy',
  '\uDBFF\uDBFF',
  '',
  ' ',
  '../../../etc/passwd',
  "' OR '1'='1",
  '1; drop table users; --',
  '%00',
  '%zz',
  '\\',
  '"',
  '<script>alert(1)</script>',
  '\u202E\uFEFF',
  '🧒🏽',
  'null',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '9'.repeat(40),
  '__proto__',
  'constructor',
  'prototype',
  ' 1',
  '0x10',
  '1.0',
  'true',
)
const hugeStrings = fc.constantFrom(
  'x'.repeat(HUGE),
  '9'.repeat(HUGE),
  'é'.repeat(HUGE),
  'a\u0000'.repeat(HUGE / 2),
)

/** Strings no schema wants: NUL bytes, lone surrogates, huge, injection-looking, number-looking. */
const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: hostileStrings, weight: 6 },
  { arbitrary: hugeStrings, weight: 1 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }), weight: 2 },
)

/** Any JSON value of the wrong kind: hostile strings, odd numbers, null, arrays, objects. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 4 },
  { arbitrary: fc.constantFrom(0, -1, 1.5, 1e308, 2 ** 53 + 1, -(2 ** 31), true, false, null), weight: 3 },
  { arbitrary: fc.constantFrom([], [null], ['a', 1], {}, { a: null }, { length: 1 }), weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
)

const deepArray = '['.repeat(10_000) + ']'.repeat(10_000)
const deepObject = '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000)

/** Body texts that are not what any route reads: prototype keys, 10,000 levels, broken JSON. */
const hostileBodyText = fc.constantFrom(
  deepArray,
  deepObject,
  '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '{"a":1,"__proto__":{"isAdmin":true}}',
  '{"prototype":{"x":1}}',
  '{',
  '{"a":',
  '{"a":}',
  "{'a':1}",
  '[1,]',
  '{"a":1}}',
  '\uFEFF{}',
  'NaN',
  '{"a":"\\u0000"}',
  '{"a":"\\ud800"}',
  '{"\\u0000":1}',
  'a=1&b=2',
  ' ',
  'null',
  '0',
  '"x"',
  '[]',
  'true',
  `{"a":"${'x'.repeat(ABOVE_BODY_LIMIT)}"}`,
)

const contentTypes = fc.oneof(
  { arbitrary: fc.constant('application/json'), weight: 12 },
  {
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'APPLICATION/JSON',
      'application/json-patch+json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=fuzz',
      'none',
    ),
    weight: 7,
  },
)

/** `{"__proto__":…}` and friends as own keys of an object: only reachable as raw JSON text. */
const prototypeKeys = fc.constantFrom(
  '"__proto__":{"x":1}',
  '"constructor":{"prototype":{"x":1}}',
  '"prototype":1',
)

function merged(all: Schema[]): Schema {
  const out: Schema = {}
  for (const part of all) {
    for (const [k, v] of Object.entries(part)) {
      if (k === 'minLength' || k === 'minimum') out[k] = Math.max(Number(out[k] ?? -Infinity), Number(v))
      else if (k === 'maxLength' || k === 'maximum') out[k] = Math.min(Number(out[k] ?? Infinity), Number(v))
      else out[k] = v
    }
  }
  return out
}

function stringFor(schema: Schema, name: string): fc.Arbitrary<string> {
  const min = Number(schema.minLength ?? 0)
  const max = Math.min(Number(schema.maxLength ?? 60), 300)
  if (typeof schema.pattern === 'string') {
    let matching: fc.Arbitrary<string> | undefined
    try {
      matching = fc.stringMatching(new RegExp(schema.pattern, 'u'))
    } catch {
      // A pattern fast-check cannot generate from: plain strings of the right length instead.
    }
    if (matching)
      return matching.filter((s) => s.length >= min && s.length <= Number(schema.maxLength ?? 1e9))
  }
  if (/email/.test(name)) return fc.emailAddress()
  return fc.string({ minLength: min, maxLength: Math.max(min, max) })
}

function integerFor(schema: Schema): fc.Arbitrary<number> {
  let min = Math.max(Number(schema.minimum ?? -(2 ** 31)), Number.MIN_SAFE_INTEGER)
  if (schema.exclusiveMinimum === true) min += 1
  const max = Math.min(Number(schema.maximum ?? 2 ** 31), Number.MAX_SAFE_INTEGER)
  // Small positive values most of the time: they are the ids, pages and limits that exist.
  const low = Math.min(Math.max(min, 1), max)
  return fc.oneof(fc.integer({ min: low, max: Math.min(max, low + 20) }), fc.integer({ min, max }))
}

/**
 * Values of the shape a JSON schema describes (strings, integers, enums, arrays, objects); with
 * `hostile`, any value anywhere may be swapped for a hostile one, and objects may carry prototype
 * keys or unknown keys, so a request gets past some checks and trips a later one.
 */
export function valueFor(
  schema: Schema,
  name: string,
  known: Known,
  hostile: boolean,
): fc.Arbitrary<unknown> {
  const valid = shapedValue(schema, name, known, hostile)
  const withKnown = known[name]?.length
    ? fc.oneof(valid, fc.constantFrom(...(known[name] as unknown[])))
    : valid
  return hostile
    ? fc.oneof({ arbitrary: withKnown, weight: 5 }, { arbitrary: hostileValue, weight: 1 })
    : withKnown
}

function shapedValue(schema: Schema, name: string, known: Known, hostile: boolean): fc.Arbitrary<unknown> {
  const orNull = (arb: fc.Arbitrary<unknown>) => (schema.nullable === true ? fc.option(arb) : arb)
  if (Array.isArray(schema.anyOf) || Array.isArray(schema.oneOf)) {
    const options = (schema.anyOf ?? schema.oneOf) as Schema[]
    return orNull(fc.oneof(...options.map((option) => valueFor(option, name, known, hostile))))
  }
  if (Array.isArray(schema.allOf)) return valueFor(merged(schema.allOf as Schema[]), name, known, hostile)
  if (Array.isArray(schema.enum)) return orNull(fc.constantFrom(...(schema.enum as unknown[])))
  switch (schema.type) {
    case 'string':
      return orNull(stringFor(schema, name))
    case 'integer':
    case 'number':
      return orNull(integerFor(schema))
    case 'boolean':
      return orNull(fc.boolean())
    case 'array':
      return orNull(
        fc.array(valueFor((schema.items ?? {}) as Schema, name, known, hostile), {
          minLength: Number(schema.minItems ?? 0),
          maxLength: Math.min(Number(schema.maxItems ?? 5), 10),
        }),
      )
    case 'object':
      return orNull(objectFor(schema, known, hostile))
    default:
      return fc.jsonValue({ maxDepth: 2 })
  }
}

function objectFor(schema: Schema, known: Known, hostile: boolean): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties ?? {}) as Record<string, Schema>
  const required = new Set((schema.required ?? []) as string[])
  const fields = Object.entries(properties).map(([key, property]) => {
    const value = valueFor(property, key, known, hostile)
    // A required field is there unless hostility leaves it out; an optional one comes and goes.
    const present = required.has(key) && !hostile ? fc.constant(true) : fc.boolean()
    return fc.tuple(fc.constant(key), present, value)
  })
  const extra =
    typeof schema.additionalProperties === 'object' && schema.additionalProperties !== null
      ? fc.dictionary(
          fc.string({ maxLength: 20 }),
          valueFor(schema.additionalProperties as Schema, '', known, hostile),
          { maxKeys: 4 },
        )
      : hostile
        ? fc.dictionary(fc.oneof(fc.string({ maxLength: 10 }), hostileString), hostileValue, { maxKeys: 2 })
        : fc.constant({})
  return fc.tuple(fc.tuple(...fields), extra).map(([entries, more]) => {
    const out: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(more))
      Object.defineProperty(out, key, { value, enumerable: true })
    for (const [key, present, value] of entries) if (present) out[key] = value
    return out
  })
}

/** encodeURIComponent, except that a lone surrogate goes out as the bytes an attacker would send. */
export function encodeAny(value: string): string {
  return value.replace(/[\s\S]/gu, (char) => {
    const code = char.codePointAt(0)!
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('')
    }
    return encodeURIComponent(char)
  })
}

const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))

function pathValue(schema: Schema, name: string, known: Known, hostile: boolean): fc.Arbitrary<string> {
  if (!hostile) return valueFor(schema, name, known, false).map(asText)
  return fc.oneof(
    { arbitrary: valueFor(schema, name, known, false).map(asText), weight: 3 },
    { arbitrary: hostileString, weight: 2 },
  )
}

function queryFor(operation: ApiOperation, known: Known, hostile: boolean): fc.Arbitrary<[string, string][]> {
  const params = operation.queryParams.map((param) =>
    hostile
      ? fc.option(
          fc.oneof(
            {
              arbitrary: valueFor(param.schema, param.name, known, false).map((v) => [asText(v)]),
              weight: 4,
            },
            { arbitrary: hostileValue.map((v) => [asText(v)]), weight: 2 },
            // The same key twice: Fastify hands the route an array.
            { arbitrary: fc.array(hostileString, { minLength: 2, maxLength: 3 }), weight: 1 },
          ),
          { freq: 3 },
        )
      : fc.option(
          valueFor(param.schema, param.name, known, false).map((v) => [asText(v)]),
          { freq: 2 },
        ),
  )
  const extraKeys = fc.constantFrom('__proto__', 'constructor', 'prototype', '__proto__[x]', 'a[b]', 'x')
  const extras = hostile ? fc.array(fc.tuple(extraKeys, hostileString), { maxLength: 2 }) : fc.constant([])
  return fc
    .tuple(fc.tuple(...params), extras)
    .map(([values, more]) => [
      ...operation.queryParams.flatMap((param, i) =>
        (values[i] ?? []).map((value): [string, string] => [param.name, value]),
      ),
      ...more,
    ])
}

function bodyFor(operation: ApiOperation, known: Known): fc.Arbitrary<string | undefined> {
  const schema = operation.body
  const shaped = schema
    ? [
        { arbitrary: valueFor(schema, '', known, true).map((v) => JSON.stringify(v)), weight: 6 },
        { arbitrary: valueFor(schema, '', known, false).map((v) => JSON.stringify(v)), weight: 3 },
        {
          arbitrary: fc
            .tuple(valueFor(schema, '', known, false), prototypeKeys)
            .map(([v, key]) =>
              JSON.stringify(v).replace(/^\{/, `{${key}${Object.keys(v as object).length ? ',' : ''}`),
            ),
          weight: 1,
        },
      ]
    : [{ arbitrary: fc.constant(undefined), weight: operation.method === 'GET' ? 30 : 6 }]
  return fc.oneof(
    ...shaped,
    { arbitrary: hostileValue.map((v) => JSON.stringify(v)), weight: 1 },
    { arbitrary: hostileBodyText, weight: 1 },
  )
}

/** Headers of our own page in a browser: same origin, its cookies and, when it has them, the CSRF header. */
export function browserHeaders(cookies: Map<string, string>): Record<string, string> {
  const headers: Record<string, string> = {
    'sec-fetch-site': 'same-origin',
    origin: TEST_ORIGIN,
    'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36',
  }
  const csrf = cookies.get(CSRF_COOKIE) ?? cookies.get(`__Host-${CSRF_COOKIE}`)
  if (csrf) headers[CSRF_HEADER] = csrf
  if (cookies.size) headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  return headers
}

/** The request a same-origin page of ours would send, with cookies and the CSRF header when signed in. */
export function toRequest(
  operation: ApiOperation,
  parts: { path: Record<string, string>; query: [string, string][]; body?: string; contentType: string },
  cookies: Map<string, string>,
): FuzzRequest {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeAny(parts.path[name] ?? ''))
  const query = parts.query.map(([k, v]) => `${encodeAny(k)}=${encodeAny(v)}`).join('&')
  const headers = browserHeaders(cookies)
  if (parts.body !== undefined && parts.contentType !== 'none') headers['content-type'] = parts.contentType
  return {
    method: operation.method,
    url: query ? `${path}?${query}` : path,
    headers,
    ...(parts.body === undefined ? {} : { payload: parts.body }),
  }
}

type Parts = Parameters<typeof toRequest>[1]

function partsFor(operation: ApiOperation, known: Known, hostile: boolean): fc.Arbitrary<Parts> {
  const path = fc.record(
    Object.fromEntries(
      operation.pathParams.map((p) => [p.name, pathValue(p.schema, p.name, known, hostile)]),
    ),
  ) as fc.Arbitrary<Record<string, string>>
  const validBody =
    operation.body && operation.method !== 'GET'
      ? valueFor(operation.body, '', known, false).map((v) => JSON.stringify(v))
      : fc.constant(undefined)
  return fc.record({
    path,
    query: queryFor(operation, known, hostile),
    body: hostile ? bodyFor(operation, known) : validBody,
    contentType: hostile ? contentTypes : fc.constant('application/json'),
  })
}

/**
 * Requests for one operation: half of them valid-shaped from its schema, so they get past
 * validation and reach the handler, half hostile anywhere (path, query, body, content type).
 */
export function requestParts(operation: ApiOperation, known: Known): fc.Arbitrary<Parts> {
  return fc.oneof(partsFor(operation, known, false), partsFor(operation, known, true))
}

/**
 * Requests that every route must refuse before it touches anything: a NUL byte in the query, a write
 * sent as a form or text (even a 10,000-level one), JSON broken or poisoned, or a lone surrogate or
 * NUL byte in the JSON.
 */
export function refusedParts(operation: ApiOperation, known: Known): fc.Arbitrary<Parts> {
  const unstorable = fc.tuple(
    fc.constantFrom('q', ...operation.queryParams.map((p) => p.name)),
    // Not a lone surrogate: no URL can carry one (its bytes are invalid UTF-8 and arrive as U+FFFD).
    fc.constantFrom('a\u0000b', '\u0000'),
  )
  const forms = fc.record({
    body: fc.constantFrom('a=1&b=2', '{"a":1}', deepObject),
    contentType: fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ),
  })
  const broken = fc.record({
    // Not the deep nestings: they are valid JSON, which a route without a body schema may accept.
    body: fc.constantFrom(
      '{',
      '{"a":}',
      '{"__proto__":{"x":1}}',
      '{"constructor":{"prototype":{"x":1}}}',
      '{"a":"\\ud800"}',
      '{"a":["\\u0000"]}',
    ),
    contentType: fc.constant('application/json'),
  })
  const ways: fc.Arbitrary<(p: Parts) => Parts>[] = [
    unstorable.map((pair) => (p: Parts) => ({ ...p, query: [...p.query, pair] })),
  ]
  if (operation.method !== 'GET') {
    ways.push(forms.map((f) => (p: Parts) => ({ ...p, ...f })))
    ways.push(broken.map((b) => (p: Parts) => ({ ...p, ...b })))
  }
  return fc.tuple(partsFor(operation, known, true), fc.oneof(...ways)).map(([parts, spoil]) => spoil(parts))
}

/** Internal detail that must never reach a client: stack frames, SQL errors, file paths, error classes. */
const LEAKS: [string, RegExp][] = [
  ['stack frame', /\bat (?:async )?(?:[\w$.<>[\]]+ )?\(?(?:\/|file:|node:)[^\s)]*:\d+/],
  [
    'SQL error',
    /syntax error at|relation "|violates [\w-]+ (?:key )?constraint|duplicate key value|column "|SQLSTATE/i,
  ],
  ['file path', /\/(?:work|home|usr|opt|app|srv|var|tmp)\/[\w.-]+\/|node_modules|\.[cm]?[jt]s:\d+/],
  [
    'error class',
    /\b\w*Error: |\b(?:Type|Range|Reference|Syntax|Zod|Postgres|Database|Drizzle|Fastify)Error\b|FST_ERR_/,
  ],
]

/**
 * What is wrong with an answer: a 5xx, a leak, a security header missing, or an error body not in the
 * app's one shape.
 */
export function answerProblems(res: LightMyRequestResponse): string[] {
  const problems: string[] = []
  if (res.statusCode >= 500) problems.push(`status ${res.statusCode}`)
  // Quotes as they read once the JSON is decoded: `relation \"users\"` is `relation "users"`.
  const text = res.body.replace(/\\"/g, '"')
  for (const [what, pattern] of LEAKS) {
    const match = pattern.exec(text)
    if (match)
      problems.push(`${what} in the body: …${text.slice(Math.max(0, match.index - 60), match.index + 80)}…`)
  }
  // security-bar.md: the same headers on every answer, refusals and errors included.
  const csp = String(res.headers['content-security-policy'] ?? '')
  if (!csp.includes("default-src 'none'") || !csp.includes("frame-ancestors 'none'"))
    problems.push(`content security policy missing or loose: ${csp || 'none'}`)
  if (res.headers['x-content-type-options'] !== 'nosniff') problems.push('no X-Content-Type-Options: nosniff')
  if (res.headers['referrer-policy'] !== 'no-referrer') problems.push('no Referrer-Policy: no-referrer')
  if (res.headers['x-powered-by'] !== undefined) problems.push('an X-Powered-By header')
  if (res.statusCode >= 400) {
    const isJson = String(res.headers['content-type'] ?? '').startsWith('application/json')
    let shaped = false
    if (isJson) {
      try {
        const body = ErrorResponseSchema.safeParse(JSON.parse(res.body))
        shaped = body.success && body.data.statusCode === res.statusCode
      } catch {
        shaped = false
      }
    }
    if (!shaped) problems.push(`error body not in the app's shape: ${res.body.slice(0, 200)}`)
  }
  return problems
}

/** A request written out so it can be sent again by hand; long runs of one character shortened. */
export function describeRequest(req: FuzzRequest): string {
  const short = (s: string) =>
    s
      .replace(/(.)\1{29,}/gsu, (run, c: string) => `${c}«×${run.length / c.length}»`)
      .replace(/((?:\[|\{"a":))\1{29,}/g, (run, c: string) => `${c}«×${run.length / c.length}»`)
      .slice(0, 600)
  const type = req.headers['content-type'] ?? 'no content type'
  const signedIn = req.headers.cookie ? 'signed in' : 'signed out'
  return `${req.method} ${short(req.url)} (${signedIn}, ${type})${req.payload === undefined ? '' : ` ${JSON.stringify(short(req.payload))}`}`
}

/**
 * Row count and md5 of the rows of every table in schema public, by table. Nothing changes on a
 * refused request by design (rate-limit counters live in memory or Redis, sessions are touched only
 * by a refresh), so no table is left out.
 */
export async function databaseDigest(app: FastifyInstance): Promise<Record<string, string>> {
  const tables = await queryRows<{ name: string }>(
    app.database.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )
  const parts = tables.map(({ name }) => {
    const quoted = `"${name.replace(/"/g, '""')}"`
    return `select '${name.replace(/'/g, "''")}' as name, count(*)::int as rows,
      coalesce(md5(string_agg(t::text, '' order by t::text)), '') as md5 from public.${quoted} t`
  })
  const rows = await queryRows<{ name: string; rows: number; md5: string }>(
    app.database.db,
    sql.raw(parts.join(' union all ')),
  )
  return Object.fromEntries(rows.map((r) => [r.name, `${r.rows} rows, md5 ${r.md5}`]))
}

/** Keeps a browser's cookies from Set-Cookie, dropping cleared and expired ones (as TestBrowser). */
export function keepCookies(jar: Map<string, string>, res: LightMyRequestResponse) {
  for (const cookie of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
    const expired =
      cookie.maxAge === 0 ||
      (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now() && cookie.maxAge === undefined)
    if (expired || cookie.value === '') jar.delete(cookie.name)
    else jar.set(cookie.name, cookie.value)
  }
}

export const isSignedIn = (jar: Map<string, string>) =>
  jar.has(ACCESS_COOKIE) || jar.has(`__Host-${ACCESS_COOKIE}`)
