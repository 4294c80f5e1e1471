import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config'

describe('configuration from the environment', () => {
  it('needs nothing for the embedded default', () => {
    const config = loadConfig({}, '/srv/kindred')
    expect(config).toMatchObject({
      port: 3000,
      host: 'localhost',
      appOrigin: 'http://localhost:3000',
      secure: false,
      dataDir: '/srv/kindred/data',
      databaseUrl: undefined,
      google: undefined,
      trustProxy: false,
    })
  })

  it('honours PORT, HOST, APP_URL and DATA_DIR', () => {
    const config = loadConfig(
      { PORT: '8080', HOST: '0.0.0.0', APP_URL: 'https://kindred.example/', DATA_DIR: 'var/kindred' },
      '/srv',
    )
    expect(config.port).toBe(8080)
    expect(config.host).toBe('0.0.0.0')
    expect(config.appOrigin).toBe('https://kindred.example')
    expect(config.secure).toBe(true)
    expect(config.dataDir).toBe(path.resolve('/srv/var/kindred'))
  })

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number between 1 and 65535 (got "abc")'],
    [{ PORT: '70000' }, 'PORT'],
    [{ APP_URL: 'kindred.example' }, 'APP_URL must be an http:// or https:// URL'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must be a postgres:// connection URL'],
    [{ DATABASE_URL: 'postgres://[bad' }, 'DATABASE_URL must be a postgres:// connection URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL'],
    [{ QUICK_EXIT_URL: 'javascript:alert(1)' }, 'QUICK_EXIT_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ TRUST_PROXY: 'yes please' }, 'TRUST_PROXY'],
    [{ GOOGLE_CLIENT_ID: 'id' }, 'GOOGLE_CLIENT_SECRET must be set together'],
    [{ GOOGLE_CLIENT_SECRET: 's' }, 'GOOGLE_CLIENT_ID must be set together'],
    [
      { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's', OIDC_ISSUER: 'http://idp.example' },
      'OIDC_ISSUER must use https://',
    ],
    [{ NOTIFICATION_STREAMS_PER_ADDRESS: '0' }, 'NOTIFICATION_STREAMS_PER_ADDRESS'],
    [
      { NOTIFICATION_STREAMS_PER_ADDRESS: '5000' },
      'NOTIFICATION_STREAMS_PER_ADDRESS must be less than NOTIFICATION_STREAMS_MAX (5000)',
    ],
    [
      { NOTIFICATION_STREAMS_PER_ADDRESS: '50', NOTIFICATION_STREAMS_MAX: '50' },
      'NOTIFICATION_STREAMS_PER_ADDRESS must be less than NOTIFICATION_STREAMS_MAX (50), so one address cannot fill the instance',
    ],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN must be at least 16 characters'],
    [{ METRICS_PORT: 'x' }, 'METRICS_PORT must be a whole number between 1 and 65535 (got "x")'],
    [{ METRICS_PORT: '3000' }, 'METRICS_PORT must differ from PORT'],
    [{ DATABASE_REPLICA_URLS: 'postgres://replica/kindred' }, 'DATABASE_REPLICA_URLS needs DATABASE_URL'],
    [
      { DATABASE_URL: 'postgres://db/kindred', DATABASE_REPLICA_URLS: 'postgres://r1/kindred,mysql://r2' },
      'DATABASE_REPLICA_URLS must be postgres:// connection URLs',
    ],
    [{ REPLICA_MAX_LAG_MS: '10' }, 'REPLICA_MAX_LAG_MS'],
    [{ DATABASE_POOL_MAX: '0' }, 'DATABASE_POOL_MAX'],
  ])('refuses %j with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError)
    expect(() => loadConfig(env)).toThrow(message)
  })

  it('leaves metrics off unless METRICS_TOKEN or METRICS_PORT is set', () => {
    expect(loadConfig({}).metrics).toEqual({ token: undefined, port: undefined })
    expect(loadConfig({ METRICS_TOKEN: 'a-token-of-16-chars', METRICS_PORT: '9464' }).metrics).toEqual({
      token: 'a-token-of-16-chars',
      port: 9464,
    })
  })

  it('names every invalid variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', APP_URL: 'y' })).toThrow(/PORT[\s\S]*APP_URL/)
  })

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).databaseUrl).toBeUndefined()
  })

  it('opens ten connections to PostgreSQL unless DATABASE_POOL_MAX says otherwise', () => {
    expect(loadConfig({}).databasePoolMax).toBe(10)
    expect(loadConfig({ DATABASE_POOL_MAX: '25' }).databasePoolMax).toBe(25)
  })

  it('reads replicas of a PostgreSQL primary, never repeating their URLs in an error', () => {
    expect(loadConfig({})).toMatchObject({ databaseReplicaUrls: [], replicaMaxLagMs: 2_000 })
    const primary = 'postgres://kindred@db/kindred'
    expect(
      loadConfig({
        DATABASE_URL: primary,
        DATABASE_REPLICA_URLS: 'postgres://kindred:secret@r1/kindred, postgres:///kindred?host=/run/r2',
        REPLICA_MAX_LAG_MS: '5000',
      }),
    ).toMatchObject({
      databaseReplicaUrls: ['postgres://kindred:secret@r1/kindred', 'postgres:///kindred?host=/run/r2'],
      replicaMaxLagMs: 5_000,
    })
    expect(() =>
      loadConfig({ DATABASE_URL: primary, DATABASE_REPLICA_URLS: 'x://kindred:secret@r1' }),
    ).toThrow(/DATABASE_REPLICA_URLS must be postgres:\/\/ connection URLs[^\n]*$/)
    expect(() =>
      loadConfig({ DATABASE_URL: primary, DATABASE_REPLICA_URLS: 'x://kindred:secret@r1' }),
    ).not.toThrow(/secret/)
  })

  it("accepts PostgreSQL's socket URLs, which have no host", () => {
    for (const url of [
      'postgres:///kindred?host=/var/run/postgresql',
      'postgres://kindred@/kindred?host=/var/run/postgresql',
      'postgresql://kindred:secret@db.internal:5432/kindred',
    ])
      expect(loadConfig({ DATABASE_URL: url }).databaseUrl).toBe(url)
  })

  it('allows a plain-HTTP identity provider only on this machine', () => {
    const config = loadConfig({
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 's',
      OIDC_ISSUER: 'http://127.0.0.1:9000',
    })
    expect(config.google?.issuer).toBe('http://127.0.0.1:9000')
  })

  it('caps notification streams per person, per address and in all, one address below the total', () => {
    expect(loadConfig({}).notificationStreams).toEqual({ perPerson: 5, perAddress: 50, total: 5000 })
    const config = loadConfig({
      NOTIFICATION_STREAMS_PER_PERSON: '3',
      NOTIFICATION_STREAMS_PER_ADDRESS: '9',
      NOTIFICATION_STREAMS_MAX: '10',
    })
    expect(config.notificationStreams).toEqual({ perPerson: 3, perAddress: 9, total: 10 })
  })

  it('keeps the per-address stream cap below a small total set before the cap existed', () => {
    const streams = (env: Record<string, string>) => loadConfig(env).notificationStreams
    expect(streams({}).perAddress).toBe(50)
    expect(streams({ NOTIFICATION_STREAMS_MAX: '50' })).toMatchObject({ perAddress: 49, total: 50 })
    expect(streams({ NOTIFICATION_STREAMS_MAX: '1' })).toMatchObject({ perAddress: 1, total: 1 })
  })

  it('reads TRUST_PROXY as a flag, a hop count or addresses', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true)
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.2' }).trustProxy).toBe('10.0.0.1, 10.0.0.2')
    const hops = loadConfig({ TRUST_PROXY: '1' }).trustProxy as (a: string, hop: number) => boolean
    expect([hops('x', 0), hops('x', 1)]).toEqual([true, false])
  })
})
