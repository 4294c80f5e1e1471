import path from 'node:path'
import { z } from 'zod'
import { parseRateLimits } from './rate-limits'
import { isVapidPair, parsePushServiceHosts, vapidSubjectFor } from './config-push'

/** Start-up stops with this error when the environment is invalid; it names every bad variable. */
export class ConfigError extends Error {
  override name = 'ConfigError'
}

const PORT_MESSAGE = 'must be a whole number between 1 and 65535'
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])
const STREAMS_PER_ADDRESS = 50
// Never repeated in a start-up error (DATABASE_REPLICA_URLS: its URLs may hold passwords).
const SECRETS = new Set([
  'GOOGLE_CLIENT_SECRET',
  'METRICS_TOKEN',
  'VAPID_PRIVATE_KEY',
  'DATABASE_REPLICA_URLS',
])

const optional = <T>(schema: z.ZodType<T>) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional())

/** A value its own parser accepts: the parser throws on a bad one, and the start-up names the variable. */
function parsedBy(parse: (value: string) => unknown, message: string) {
  return z.string().refine((value) => {
    try {
      parse(value)
      return true
    } catch {
      return false
    }
  }, message)
}

function url(protocols: string[], what: string) {
  return z.string().refine((value) => {
    try {
      return protocols.includes(new URL(value).protocol)
    } catch {
      return false
    }
  }, `must be ${what}`)
}

function postgresUrl() {
  return z.string().refine(isPostgresUrl, 'must be a postgres:// connection URL')
}

/**
 * PostgreSQL's own URL forms, the socket ones too: `postgres:///kindred?host=/var/run/postgresql`
 * and `postgres://user@/kindred` have no host, which WHATWG's `URL` refuses, so the host is
 * checked only when there is one.
 */
function isPostgresUrl(value: string) {
  const match = /^postgres(?:ql)?:\/\/([^/?#]*)/.exec(value)
  if (!match) return false
  const authority = match[1]!
  if (authority === '' || authority.endsWith('@')) return true
  try {
    return new URL(value).hostname !== ''
  } catch {
    return false
  }
}

/** DATABASE_REPLICA_URLS: one or more PostgreSQL URLs, comma-separated; throws on anything else. */
function parseReplicaUrls(value: string | undefined): string[] {
  if (value === undefined) return []
  const urls = value.split(',').map((url) => url.trim())
  if (!urls.every(isPostgresUrl)) throw new Error('not postgres:// URLs')
  return urls
}

const EnvSchema = z
  .object({
    PORT: z.preprocess(
      (v) => (v === '' || v === undefined ? 3000 : Number(v)),
      z.number({ message: PORT_MESSAGE }).int(PORT_MESSAGE).min(1, PORT_MESSAGE).max(65535, PORT_MESSAGE),
    ),
    HOST: optional(z.string().min(1)),
    APP_URL: optional(url(['http:', 'https:'], 'an http:// or https:// URL such as https://kindred.example')),
    DATA_DIR: optional(z.string().min(1)),
    DATABASE_URL: optional(postgresUrl()),
    /**
     * Connections this instance's PostgreSQL pool opens at most (and each replica's): instances ×
     * this must stay under the server's max_connections (docs/operations.md).
     */
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(500).default(10),
    /** Streaming replicas of DATABASE_URL, comma-separated, for the reads that tolerate a short lag (decision 087). */
    DATABASE_REPLICA_URLS: optional(
      parsedBy(
        parseReplicaUrls,
        'must be postgres:// connection URLs, comma-separated, such as postgres://kindred@replica-1/kindred',
      ),
    ),
    /** A replica further behind the primary than this is skipped until it has caught up (decision 087). */
    REPLICA_MAX_LAG_MS: z.coerce.number().int().min(100).max(600_000).default(2_000),
    SMTP_URL: optional(url(['smtp:', 'smtps:'], 'an smtp:// or smtps:// URL')),
    MAIL_FROM: optional(z.string().min(3)),
    GOOGLE_CLIENT_ID: optional(z.string().min(1)),
    GOOGLE_CLIENT_SECRET: optional(z.string().min(1)),
    OIDC_ISSUER: optional(url(['https:', 'http:'], 'an https:// issuer URL')),
    REDIS_URL: optional(url(['redis:', 'rediss:'], 'a redis:// URL')),
    TRUST_PROXY: optional(
      z
        .string()
        .regex(
          /^(true|false|\d+|[0-9a-fA-F.:/, ]+)$/,
          'must be true, false, a hop count or a list of addresses',
        ),
    ),
    QUICK_EXIT_URL: optional(url(['https:', 'http:'], 'an http:// or https:// URL')),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** How long an account counts as new (SPEC §3.6: no connection requests then); 0 turns it off. */
    NEW_ACCOUNT_HOURS: z.coerce
      .number()
      .int()
      .min(0)
      .max(24 * 30)
      .default(24),
    /** How often a notification stream sends a heartbeat and re-checks its session (SPEC §7: 15 s). */
    NOTIFICATION_HEARTBEAT_MS: z.coerce.number().int().min(50).max(60_000).default(15_000),
    /**
     * Open notification streams one instance keeps at most, per person, per client address and in
     * all (each is a socket). Past a person's or an address's cap the answer is 429, past the total 503.
     */
    NOTIFICATION_STREAMS_PER_PERSON: z.coerce.number().int().min(1).max(100_000).default(5),
    /** Unset: 50, or one less than the total when that is smaller (see `streamsPerAddress`). */
    NOTIFICATION_STREAMS_PER_ADDRESS: optional(z.coerce.number().int().min(1).max(1_000_000)),
    NOTIFICATION_STREAMS_MAX: z.coerce.number().int().min(1).max(1_000_000).default(5_000),
    /**
     * How long a visitor's answer of the memory lists and details may be served from memory (decision
     * 028): the longest another instance shows a change late. 0 turns the cache off.
     */
    VISITOR_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
    /** Turns GET /metrics on; a scrape then sends `Authorization: Bearer <token>` (decision 052). */
    METRICS_TOKEN: optional(z.string().min(16, 'must be at least 16 characters')),
    /** Serves /metrics on this port of 127.0.0.1 only, apart from the app's listener (decision 052). */
    METRICS_PORT: optional(
      z.coerce
        .number({ message: PORT_MESSAGE })
        .int(PORT_MESSAGE)
        .min(1, PORT_MESSAGE)
        .max(65535, PORT_MESSAGE),
    ),
    /** The server's VAPID key pair for Web Push (base64url, as `web-push generate-vapid-keys` prints). */
    VAPID_PUBLIC_KEY: optional(
      z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key (87 characters)'),
    ),
    VAPID_PRIVATE_KEY: optional(
      z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key (43 characters)'),
    ),
    /** Who push services may contact about this server's pushes: a mailto: or https: URL. */
    VAPID_SUBJECT: optional(url(['mailto:', 'https:'], 'a mailto: or https: URL')),
    /** Push services besides the known ones (host or host:port, comma-separated); http allowed only for these. */
    PUSH_SERVICE_HOSTS: optional(
      parsedBy(
        parsePushServiceHosts,
        'must be host names or host:port, comma-separated, such as push.example.org,127.0.0.1:8443',
      ),
    ),
    RATE_LIMITS: optional(
      parsedBy(
        parseRateLimits,
        'must be JSON such as {"loginPerIp":{"limit":30,"windowMs":60000}} naming known limits',
      ),
    ),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID'],
        message: 'must be set together with GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET',
      })
    }
    // Plain-HTTP identity providers are only acceptable on this machine (tests).
    if (env.OIDC_ISSUER?.startsWith('http:') && !LOOPBACK.has(new URL(env.OIDC_ISSUER).hostname)) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_ISSUER'],
        message: 'must use https:// unless it is on localhost',
      })
    }
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
        message:
          'must be set together with VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (or neither: then the server makes a pair)',
      })
    } else if (
      env.VAPID_PUBLIC_KEY &&
      env.VAPID_PRIVATE_KEY &&
      !isVapidPair(env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['VAPID_PUBLIC_KEY'],
        message: 'must be the public half of VAPID_PRIVATE_KEY',
      })
    }
    if (env.DATABASE_REPLICA_URLS && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_REPLICA_URLS'],
        message: 'needs DATABASE_URL: replicas are of a PostgreSQL primary, the embedded database has none',
      })
    }
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
      ctx.addIssue({
        code: 'custom',
        path: ['METRICS_PORT'],
        message: 'must differ from PORT: the metrics listener is a separate one, on 127.0.0.1',
      })
    }
    // One address alone (a few accounts in one place) must not be able to fill the instance.
    const perAddress = env.NOTIFICATION_STREAMS_PER_ADDRESS
    if (
      perAddress !== undefined &&
      env.NOTIFICATION_STREAMS_MAX > 1 &&
      perAddress >= env.NOTIFICATION_STREAMS_MAX
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['NOTIFICATION_STREAMS_PER_ADDRESS'],
        message: `must be less than NOTIFICATION_STREAMS_MAX (${env.NOTIFICATION_STREAMS_MAX}), so one address cannot fill the instance`,
      })
    }
  })

/**
 * The per-address stream cap: as set, or 50 below a total of more than 50, or one less than a
 * smaller total, so an instance configured before the cap existed starts as it did (an instance of
 * one stream has room for one address).
 */
function streamsPerAddress(set: number | undefined, total: number): number {
  if (set !== undefined) return Math.min(set, total)
  return Math.max(1, Math.min(STREAMS_PER_ADDRESS, total - 1))
}

export type Config = ReturnType<typeof loadConfig>

/** Reads the environment variables of SPEC §1; throws ConfigError naming each invalid variable. */
export function loadConfig(env: Record<string, string | undefined>, cwd = process.cwd()) {
  const parsed = EnvSchema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment')
      // A secret's value is not repeated: start-up errors end up in logs.
      const got = env[name] === undefined || SECRETS.has(name) ? '' : ` (got "${env[name]}")`
      return `  ${name} ${issue.message}${got}`
    })
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const e = parsed.data
  const host = e.HOST ?? 'localhost'
  const appUrl = new URL(e.APP_URL ?? `http://localhost:${e.PORT}`)
  return {
    port: e.PORT,
    host,
    /** The origin the app is served from: cookies, CSRF origin checks and email links use it. */
    appOrigin: appUrl.origin,
    secure: appUrl.protocol === 'https:',
    dataDir: path.resolve(cwd, e.DATA_DIR ?? './data'),
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    databaseReplicaUrls: parseReplicaUrls(e.DATABASE_REPLICA_URLS),
    replicaMaxLagMs: e.REPLICA_MAX_LAG_MS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `Kindred <no-reply@${appUrl.hostname}>`,
    google: e.GOOGLE_CLIENT_ID
      ? {
          clientId: e.GOOGLE_CLIENT_ID,
          clientSecret: e.GOOGLE_CLIENT_SECRET as string,
          issuer: e.OIDC_ISSUER ?? 'https://accounts.google.com',
        }
      : undefined,
    redisUrl: e.REDIS_URL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    quickExitUrl: e.QUICK_EXIT_URL ?? 'https://www.bbc.com/weather',
    logLevel: e.LOG_LEVEL,
    rateLimits: parseRateLimits(e.RATE_LIMITS),
    newAccountMs: e.NEW_ACCOUNT_HOURS * 3_600_000,
    notificationHeartbeatMs: e.NOTIFICATION_HEARTBEAT_MS,
    notificationStreams: {
      perPerson: e.NOTIFICATION_STREAMS_PER_PERSON,
      perAddress: streamsPerAddress(e.NOTIFICATION_STREAMS_PER_ADDRESS, e.NOTIFICATION_STREAMS_MAX),
      total: e.NOTIFICATION_STREAMS_MAX,
    },
    visitorCacheMs: e.VISITOR_CACHE_MS,
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT },
    push: {
      /** Unset: the pair the server made on its first start, kept in the database. */
      vapidKeys:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : undefined,
      vapidSubject:
        e.VAPID_SUBJECT ?? vapidSubjectFor(e.MAIL_FROM ?? `Kindred <no-reply@${appUrl.hostname}>`, appUrl),
      serviceHosts: parsePushServiceHosts(e.PUSH_SERVICE_HOSTS),
    },
  }
}

type TrustProxy = boolean | string | ((address: string, hop: number) => boolean)

function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || value === 'false') return false
  if (value === 'true') return true
  if (/^\d+$/.test(value)) {
    const hops = Number(value)
    // Trust that many proxies in front of us, counted from the nearest.
    return (_address, hop) => hop < hops
  }
  return value
}
