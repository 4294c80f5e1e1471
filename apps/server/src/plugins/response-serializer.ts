import fastJson from 'fast-json-stringify'
import type { FastifyReply } from 'fastify'
import type { FastifySerializerCompiler } from 'fastify/types/schema'
import { createSerializerCompiler } from 'fastify-type-provider-zod'
import { z } from 'zod'

type RouteSchema = Parameters<FastifySerializerCompiler<z.ZodType>>[0]

/**
 * What writing needs of a JSON Schema: its shape. Where fast-json-stringify must choose a branch (a
 * nullable value is an `anyOf`) it checks the value against each: zod's `additionalProperties:
 * false` would then refuse an object with one more property (zod drops it, and so does the compiled
 * serializer without it), and a `pattern` or `format` would run a date's long expression on every
 * answer. The contract itself is checked in test runs (see below).
 */
const CHECKS_ONLY = new Set(['pattern', 'format', '$schema'])
/** Keywords whose value names subschemas (`properties: { format: {…} }` is a field called format). */
const SCHEMA_MAPS = new Set(['properties', '$defs', 'definitions', 'patternProperties'])

function shapeOnly(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(shapeOnly)
  if (schema === null || typeof schema !== 'object') return schema
  const kept = Object.entries(schema).filter(
    ([keyword, value]) =>
      !CHECKS_ONLY.has(keyword) && !(keyword === 'additionalProperties' && value === false),
  )
  return Object.fromEntries(
    kept.map(([keyword, value]) => [
      keyword,
      SCHEMA_MAPS.has(keyword) && value !== null && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, shapeOnly(sub)]))
        : shapeOnly(value),
    ]),
  )
}

/**
 * A writer for values of `schema`, compiled as the routes' answers are: the same bytes as a route
 * answering with that schema writes for them (for parts of an answer put together by hand).
 */
export function compileWriter(schema: z.ZodType): (value: unknown) => string {
  const writer = compiled(schema)
  if (!writer) throw new Error('This schema has no JSON form to compile.')
  return writer
}

/**
 * Sends JSON already written with `compileWriter` from the route's schema, as it is: a string with
 * a JSON type skips the serializer. (The typed reply takes only the schema's object.)
 */
export const sendWritten = (reply: FastifyReply, json: string) =>
  reply.type('application/json; charset=utf-8').send(json)

/**
 * Whether the schema has a union of two or more object shapes: fast-json-stringify chooses a branch
 * for each value, and with the guide's report (blocks of four shapes in sections) it wrote sections
 * without `trauma_slug` and text blocks without `heading`, which guide-report.test.ts caught in the
 * byte-for-byte check below. zod's serializer writes such answers, as before.
 */
function hasObjectUnion(schema: unknown): boolean {
  if (Array.isArray(schema)) return schema.some(hasObjectUnion)
  if (schema === null || typeof schema !== 'object') return false
  const node = schema as Record<string, unknown>
  for (const keyword of ['anyOf', 'oneOf']) {
    const branches = node[keyword]
    if (Array.isArray(branches)) {
      const objects = branches.filter((branch) => {
        const { type, properties } = (branch ?? {}) as { type?: unknown; properties?: unknown }
        return type === 'object' || properties !== undefined
      })
      if (objects.length > 1) return true
    }
  }
  return Object.values(node).some(hasObjectUnion)
}

/**
 * A response schema as JSON Schema for fast-json-stringify, or null when it has no JSON form or a
 * union of object shapes (then zod's serializer writes it).
 */
function compiled(schema: z.ZodType) {
  try {
    const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-07', unrepresentable: 'throw' })
    if (hasObjectUnion(json)) return null
    return fastJson(shapeOnly(json) as object)
  } catch {
    return null
  }
}

/**
 * How answers are written (decision 041): by fast-json-stringify, compiled once per route from the
 * JSON Schema of the contract's zod schema, as Fastify does by default. Parsing every answer with
 * zod before stringifying it cost a signed-in feed page a sixth of its server time. A schema that
 * has no JSON form keeps zod's serializer.
 *
 * With `checkAgainstContract` (every test run) each answer is also written the old way, parsed by
 * the zod schema, and the two must be the same bytes: an answer that breaks the contract, or a
 * schema the two read differently, fails the test that made it.
 */
export function responseSerializer(options: { checkAgainstContract: boolean }) {
  const viaZodCompiler = createSerializerCompiler({})
  const build = (route: RouteSchema): ((data: unknown) => string) => {
    const viaZod = viaZodCompiler(route)
    const fast = compiled(route.schema)
    if (!fast) return viaZod
    if (!options.checkAgainstContract) return fast
    return (data: unknown) => {
      const expected = viaZod(data)
      const written = fast(data)
      if (written !== expected)
        throw new Error(
          `${route.method} ${route.url} (${route.httpStatus}): the compiled serializer wrote ${written.slice(0, 400)}, the contract ${expected.slice(0, 400)}`,
        )
      return written
    }
  }
  // Compiled on a route's first answer, not at start: compiling every route's writer took about a
  // third of a second of a warm start (bench/startup.mjs), most of it for routes rarely called.
  return (route: RouteSchema) => {
    let write: ((data: unknown) => string) | undefined
    return (data: unknown) => (write ??= build(route))(data)
  }
}
