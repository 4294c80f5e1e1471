import type { FastifyInstance } from 'fastify'

/** One operation of the OpenAPI description: what the matrix and the fuzzer walk over. */
export interface ApiOperation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** As described, with `{name}` for each path parameter. */
  path: string
  /** `GET /api/v1/feed/`: the key a table of expectations uses. */
  key: string
  pathParams: { name: string; schema: Record<string, unknown> }[]
  queryParams: { name: string; required: boolean; schema: Record<string, unknown> }[]
  /** The JSON body's schema, when the operation takes one. */
  body: Record<string, unknown> | undefined
  tags: string[]
}

interface RawParameter {
  in: string
  name: string
  required?: boolean
  schema?: Record<string, unknown>
}
interface RawOperation {
  parameters?: RawParameter[]
  requestBody?: { content?: Record<string, { schema?: Record<string, unknown> }> }
  tags?: string[]
}

/**
 * Every operation the app describes at /api/docs/json (generated from the routes themselves, so a
 * new route appears here without anyone listing it), sorted by key.
 */
export async function apiOperations(app: FastifyInstance): Promise<ApiOperation[]> {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' })
  if (res.statusCode !== 200) throw new Error(`/api/docs/json answered ${res.statusCode}`)
  const spec = res.json() as { paths: Record<string, Record<string, RawOperation>> }
  const operations: ApiOperation[] = []
  for (const [path, methods] of Object.entries(spec.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const upper = method.toUpperCase()
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(upper)) continue
      const parameters = raw.parameters ?? []
      operations.push({
        method: upper as ApiOperation['method'],
        path,
        key: `${upper} ${path}`,
        pathParams: parameters
          .filter((p) => p.in === 'path')
          .map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        queryParams: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, required: p.required === true, schema: p.schema ?? {} })),
        body: raw.requestBody?.content?.['application/json']?.schema,
        tags: raw.tags ?? [],
      })
    }
  }
  return operations.sort((a, b) => a.key.localeCompare(b.key))
}

/** The path with each `{name}` replaced by `values[name]`, URI-encoded. */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name]
    if (value === undefined) throw new Error(`no value for {${name}} in ${path}`)
    return encodeURIComponent(value)
  })
}
