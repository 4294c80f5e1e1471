import type { FastifyContextConfig, FastifyInstance, preHandlerHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { $ZodType } from 'zod/v4/core'
import type { RateLimitName } from '../rate-limits'
import { requireAdmin, requireModerator, requireUser } from './authentication'

/**
 * Who may call a route: everyone (visitors too), a signed-in person (401 otherwise), a moderator or
 * an admin (and 403 for anyone else signed in).
 */
export type Who = 'anyone' | 'member' | 'moderator' | 'admin'

/** The limits a route declares; whose attempts count together is in the name (`…PerIp`, `…PerUser`). */
export type RouteLimitName = Extract<RateLimitName, `${string}PerIp` | `${string}PerUser`>
type PerIpLimitName = Extract<RouteLimitName, `${string}PerIp`>

/**
 * What the cross-cutting plugins read from a route: its rate limit (`plugins/rate-limits.ts`),
 * `participation` (`suspension.ts`), `visitorCache`, `stateChanging` (`csrf.ts`), `csrfInQuery`
 * (`authentication.ts`) and `readsOnly` (`read-replicas.ts`). A limit counted per person needs a signed-in person: on a route open to
 * anyone it is a type error here, not a refusal at the first request.
 */
export type Access = Omit<FastifyContextConfig, 'rateLimit'> &
  ({ who?: 'anyone'; limit?: PerIpLimitName } | { who: Exclude<Who, 'anyone'>; limit?: RouteLimitName })

/** A route's request schemas, and its answers by status code: `{ body: X, 201: Y }`. */
export interface RouteSchemas {
  params?: $ZodType
  querystring?: $ZodType
  body?: $ZodType
  [status: number]: $ZodType
}

type Answers<S> = { [K in keyof S as K extends number ? K : never]: S[K] }

/** Fastify's route options, typed so that the handler infers its request and reply from the schemas. */
export interface RouteOptions<S extends RouteSchemas> {
  preHandler?: preHandlerHookHandler[]
  config: FastifyContextConfig
  schema: {
    tags: string[]
    summary?: string
    params: S['params']
    querystring: S['querystring']
    body: S['body']
    response: Answers<S>
  }
}

const PRE_HANDLERS: Record<Who, preHandlerHookHandler[]> = {
  anyone: [],
  member: [requireUser],
  moderator: [requireUser, requireModerator],
  admin: [requireUser, requireAdmin],
}

function configOf({ who: _who, limit, ...flags }: Access): FastifyContextConfig {
  if (!limit) return flags
  return { ...flags, rateLimit: { name: limit, per: limit.endsWith('PerIp') ? 'ip' : 'user' } }
}

/** Only what a route declares: OpenAPI and the compilers see no key that was not given. */
function schemaOf(tags: string[], summary: string | null, schemas: RouteSchemas) {
  const schema: Record<string, unknown> = { tags }
  if (summary !== null) schema.summary = summary
  const response: Record<string, $ZodType> = {}
  for (const [key, value] of Object.entries(schemas)) {
    if (/^\d{3}$/.test(key)) response[key] = value
    else schema[key] = value
  }
  if (Object.keys(response).length > 0) schema.response = response
  return schema
}

/**
 * One short declaration per route instead of a block of options (decision 017's limits, SPEC §10's
 * participation, the OpenAPI tag and summary): `const route = routeOptions('memories')`, then
 * `app.post(url, route('Share a memory', { who: 'member', limit: 'memoriesPerUser', participation:
 * true }, { body: CreateMemoryBodySchema, 201: MemorySchema }), handler)`. `access` may be just
 * `who`; a null summary leaves it out of the OpenAPI description.
 */
export function routeOptions(...tags: string[]) {
  return <const S extends RouteSchemas = Record<never, never>>(
    summary: string | null,
    access: Who | Access,
    schemas: S = {} as S,
  ): RouteOptions<S> => {
    const declared = typeof access === 'string' ? { who: access } : access
    const preHandler = [...PRE_HANDLERS[declared.who ?? 'anyone']]
    const options = { config: configOf(declared), schema: schemaOf(tags, summary, schemas) }
    // The options' types follow the schemas given; schemaOf builds the same object without the
    // keys that were not, which the compilers and OpenAPI must not see at all.
    return (preHandler.length > 0 ? { preHandler, ...options } : options) as RouteOptions<S>
  }
}

/**
 * The plugins a module's routes are registered after (decision 075). A set of routes takes the
 * hooks, error handler and body parsers there are when it is registered, and the documentation
 * lists only the routes it saw, so a set registered before one of these would go without it: a
 * set declares them, and a wrong order fails at start with Fastify's own error.
 */
export const ROUTES_NEED = [
  'errors',
  'metrics',
  'security-headers',
  'compression',
  'request-body',
  'csrf',
  'openapi',
  'rate-limits',
  'authentication',
  'language',
  'suspension',
  'visitor-cache',
]

/** A module's routes as a plugin of their own that needs ROUTES_NEED and the plugins in `also`. */
export function routeSet(routes: FastifyPluginAsyncZod, also: readonly string[] = []) {
  return fp(routes, { encapsulate: true, dependencies: [...ROUTES_NEED, ...also] })
}

/** A module's route files, each built from the module's deps: registered in the order given. */
export async function registerRoutes<D>(
  app: FastifyInstance,
  deps: D,
  routeFiles: ((deps: D) => FastifyPluginAsyncZod)[],
  also: readonly string[] = [],
) {
  for (const routesOf of routeFiles) await app.register(routeSet(routesOf(deps), also))
}

/** The answers of an idempotent create: 201 when it is made now, 200 when it stood already. */
export const newOrExisting = <T extends $ZodType>(schema: T) => ({ 200: schema, 201: schema })
